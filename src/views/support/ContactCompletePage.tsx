import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../kit/Button.tsx'
import { pageHead, pageLead, pageTitle, pageWrap } from '../kit/pageText.ts'

/** /support/contact/complete (spec 3 §2): shown after a ticket was created, in the page's language. */
export function ContactCompletePage() {
  const { t } = useTranslation('support')
  return (
    <main css={pageWrap} data-testid="contact-complete">
      <header css={pageHead}>
        <h1 css={pageTitle}>{t('complete.title')}</h1>
        <p css={pageLead}>{t('complete.body')}</p>
      </header>
      <div css={links}>
        <ButtonLink to="/">{t('complete.home')}</ButtonLink>
        <ButtonLink to="/support/contact" variant="secondary">
          {t('complete.again')}
        </ButtonLink>
      </div>
    </main>
  )
}

const links = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 32px;
`
