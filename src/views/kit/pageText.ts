import { css } from '@emotion/react'
import { color, gradient, mq, radius, shadow } from './tokens.ts'

/** A light content page's frame and its heading block: eyebrow, title, lead. */
export const pageWrap = css`
  max-width: 1200px;
  margin: 0 auto;
  padding: 72px 32px 110px;
  ${mq.upToMd} {
    padding: 48px 20px 80px;
  }
`
export const pageHead = css`
  max-width: 760px;
`
export const pageEyebrow = css`
  margin: 0 0 12px;
  color: ${color.accentStrong};
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`
export const pageTitle = css`
  margin: 0;
  font-size: clamp(32px, 4.4vw, 54px);
  line-height: 1.1;
  letter-spacing: -0.02em;
`
export const pageLead = css`
  margin: 20px 0 0;
  font-size: 18px;
  opacity: 0.75;
`

/** A post's card in a list (home's newest news, the news list): thumbnail, date, title, summary. */
export const postCard = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  height: 100%;
  padding: 14px 14px 20px;
  border-radius: ${radius.lg}px;
  background: ${color.paper};
  box-shadow: ${shadow.card};
  color: ${color.body};
  text-decoration: none;
  transition: transform 0.2s;
  &:hover {
    transform: translateY(-3px);
  }
  time {
    font-size: 13px;
    color: ${color.bodyMuted};
  }
  strong {
    font-size: 16px;
    line-height: 1.4;
    overflow-wrap: anywhere;
  }
  > span:last-child {
    font-size: 14px;
    color: ${color.bodyMuted};
  }
`
export const postThumb = css`
  display: block;
  aspect-ratio: 16 / 10;
  border-radius: ${radius.md}px;
  background: ${gradient.thumb} center / cover;
  margin-bottom: 6px;
`
/** The cards of a list page: four across, three, two, then one as the page narrows. */
export const postGrid = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 24px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.compact} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mq.upToMd} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.upToSm} {
    grid-template-columns: 1fr;
  }
`
/** Under a list: its count and the load-more button, centred. */
export const listFooter = css`
  display: grid;
  justify-items: center;
  gap: 16px;
  margin-top: 48px;
`
/** A failure's alert with its retry button under it. */
export const failedBox = css`
  display: grid;
  gap: 16px;
  justify-items: start;
  max-width: 560px;
`
export const mutedText = css`
  color: ${color.bodyMuted};
`
/** A post modal's link to the post's own page. */
export const fullPageLink = css`
  color: ${color.accentStrong};
  font-weight: 600;
`
/** A post's own page: a narrow column. */
export const postPage = (maxWidth: number) => css`
  max-width: ${maxWidth}px;
  margin: 0 auto;
  padding: 56px 32px 110px;
  ${mq.upToMd} {
    padding: 32px 20px 80px;
  }
`
/** Above a post: the way back to its list, and where the post sits. */
export const postCrumbs = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 32px;
  font-size: 14px;
  color: ${color.bodyMuted};
  a {
    color: ${color.accentStrong};
    font-weight: 600;
    text-decoration: none;
  }
`
