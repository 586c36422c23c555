import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../kit/Button.tsx'
import { color, mq, radius } from '../kit/tokens.ts'

export const INFO_PAGES = [
  'overview',
  'keyfeature',
  'download',
  'support',
  'contact',
  'contactForm',
  'news',
  'newsPost',
  'tutorials',
  'userspotlight',
  'reseller',
  'oss',
  'teamconsole',
] as const
export type InfoPageKey = (typeof INFO_PAGES)[number]

/** A content page of the shell's menus and footer: heading, lead, three highlights and a next step. */
export function InfoPage({ page, detail }: { page: InfoPageKey; detail?: string }) {
  const { t } = useTranslation('shell')
  return (
    <article css={wrap} data-testid={`info-page-${page}`}>
      <header css={head}>
        <p css={eyebrow}>{t(`pages.${page}.eyebrow`)}</p>
        <h1 css={title}>{t(`pages.${page}.title`)}</h1>
        <p css={lead}>{t(`pages.${page}.lead`)}</p>
        {detail ? <p css={lead}>{detail}</p> : null}
      </header>
      <ul css={grid}>
        {(['one', 'two', 'three'] as const).map((k) => (
          <li key={k} css={card}>
            <h2>{t(`pages.${page}.points.${k}.title`)}</h2>
            <p>{t(`pages.${page}.points.${k}.text`)}</p>
          </li>
        ))}
      </ul>
      <div css={next}>
        <ButtonLink to="/support/contact">{t('pages.contactCta')}</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          {t('pages.homeCta')}
        </ButtonLink>
      </div>
    </article>
  )
}

const wrap = css`
  max-width: 1200px;
  margin: 0 auto;
  padding: 72px 32px 110px;
  ${mq.upToMd} {
    padding: 48px 20px 80px;
  }
`
const head = css`
  max-width: 760px;
`
const eyebrow = css`
  margin: 0 0 12px;
  color: ${color.accentStrong};
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`
const title = css`
  margin: 0;
  font-size: clamp(32px, 4.4vw, 54px);
  line-height: 1.1;
  letter-spacing: -0.02em;
`
const lead = css`
  margin: 20px 0 0;
  font-size: 18px;
  opacity: 0.75;
`
const grid = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 20px;
  margin: 56px 0 0;
  padding: 0;
  list-style: none;
  ${mq.upToMd} {
    grid-template-columns: 1fr;
  }
`
const card = css`
  padding: 28px;
  border-radius: ${radius.lg}px;
  border: 1px solid ${color.lineDark};
  h2 {
    margin: 0 0 10px;
    font-size: 19px;
  }
  p {
    margin: 0;
    opacity: 0.75;
  }
`
const next = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 48px;
`
