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
