import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { dialogCloses, type PopupApi } from '../connectPopup.ts'
import { Button, ButtonLink } from '../../kit/Button.tsx'
import { Dialog } from '../../kit/Dialog.tsx'
import { role } from '../../kit/theme.ts'

/**
 * The survey pop-up (spec 1 §2: "appears 1 minute after page load and reappears only if the last
 * close was more than one day ago"). The spec does not say what it asks; it asks one honest
 * question and leads to the contact form, where the answer reaches the team.
 */
export function SurveyPopup({ api }: { api: PopupApi }) {
  const { t } = useTranslation('popups')
  return (
    <Dialog
      title={t('survey.title')}
      size="M"
      testId="survey-popup"
      {...dialogCloses(api)}
      footer={
        <>
          <Button variant="secondary" onClick={api.close} data-testid="survey-popup-later">
            {t('survey.later')}
          </Button>
          <ButtonLink to="/support/contact" onClick={api.close} data-testid="survey-popup-cta">
            {t('survey.cta')}
          </ButtonLink>
        </>
      }
    >
      <p css={text}>{t('survey.text')}</p>
    </Dialog>
  )
}

const text = css`
  margin: 0;
  color: ${role.fg};
`
