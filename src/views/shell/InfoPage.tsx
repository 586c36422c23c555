import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../kit/Button.tsx'
import { pageEyebrow, pageHead, pageLead, pageTitle, pageWrap } from '../kit/pageText.ts'
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
    <article css={pageWrap} data-testid={`info-page-${page}`}>
      <header css={pageHead}>
        <p css={pageEyebrow}>{t(`pages.${page}.eyebrow`)}</p>
        <h1 css={pageTitle}>{t(`pages.${page}.title`)}</h1>
        <p css={pageLead}>{t(`pages.${page}.lead`)}</p>
        {detail ? <p css={pageLead}>{detail}</p> : null}
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
