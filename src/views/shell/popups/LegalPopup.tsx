import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { INTEGRATED_TERMS } from '../../../machines/shell/shellPopups.ts'
import { legalUrl } from '../../../machines/shell/siteLinks.ts'
import { formatDate } from '../../../i18n/formatDate.ts'
import { useLanguage } from '../../core/useLanguage.ts'
import { dialogCloses, type PopupApi } from '../connectPopup.ts'
import { Button } from '../../kit/Button.tsx'
import { Dialog } from '../../kit/Dialog.tsx'
import { role } from '../../kit/theme.ts'
import { font } from '../../kit/tokens.ts'

/**
 * The legal pop-up for integrated accounts (spec 1 §2): the integrated-account terms and their two
 * dates in the language's format (spec 1 §9). Its policy (`legal`) remembers any close for good,
 * so its one button is the "don't show again" choice and the close button, Escape and a click
 * outside do the same.
 */
export function LegalPopup({ api }: { api: PopupApi }) {
  const { t } = useTranslation('popups')
  const language = useLanguage()
  return (
    <Dialog
      title={t('legal.title')}
      size="L"
      testId="legal-popup"
      {...dialogCloses(api)}
      footer={
        <>
          <a
            css={termsLink}
            href={legalUrl('terms', language)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('legal.terms')}
          </a>
          <Button onClick={api.close} data-testid="legal-popup-dismiss">
            {t('legal.dismiss')}
          </Button>
        </>
      }
    >
      <p css={text}>{t('legal.text')}</p>
      <p css={text} data-testid="legal-popup-dates">
        {t('legal.dates', {
          effective: formatDate(INTEGRATED_TERMS.effective, language),
          disputes: formatDate(INTEGRATED_TERMS.disputeClauses, language),
        })}
      </p>
      <p css={note}>{t('legal.note')}</p>
    </Dialog>
  )
}

const text = css`
  margin: 0 0 12px;
  color: ${role.fg};
`
const note = css`
  margin: 0;
  font-size: ${font.size.sm}px;
`
const termsLink = css`
  margin-right: auto;
  align-self: center;
  color: ${role.link};
  font-weight: ${font.weight.semibold};
`
