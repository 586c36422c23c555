import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { LIMITS } from '../../../contract/index.ts'
import { accountDeletionMachine } from '../../../machines/account/accountDeletion.ts'
import { Alert } from '../../kit/Alert.tsx'
import { Button } from '../../kit/Button.tsx'
import { Dialog } from '../../kit/Dialog.tsx'
import { Field } from '../../kit/Field.tsx'
import { TextArea } from '../../kit/TextArea.tsx'
import { role } from '../../kit/theme.ts'
import { font, space } from '../../kit/tokens.ts'
import { useConnect, useProcess } from '../../core/useProcess.ts'
import { SessionContext } from '../SessionContext.tsx'
import { connectSession } from '../connectSession.ts'
import { connectAccountDeletion } from './connectAccountDeletion.ts'

/** Account deletion (spec 1 §7 DeleteUser with a survey text). */
export function DeleteAccountSection() {
  const { user } = useConnect(SessionContext.useActorRef(), connectSession)
  if (!user) return null
  return <DeleteAccount comId={user.comId} brId={user.brId} />
}

function DeleteAccount({ comId, brId }: { comId: string; brId: string }) {
  const { t } = useTranslation('profile')
  const api = useConnect(
    useProcess(accountDeletionMachine, { comId, brId }),
    connectAccountDeletion,
  )
  const error =
    api.refusedCode !== null
      ? t('deletion.refused', { code: api.refusedCode })
      : api.failed
        ? t('deletion.failed')
        : null
  return (
    <section css={section} aria-labelledby="delete-account-heading" data-testid="delete-account">
      <h2 id="delete-account-heading" css={heading}>
        {t('deletion.heading')}
      </h2>
      <p css={lead}>{t('deletion.lead')}</p>
      <div>
        <Button variant="secondary" onClick={api.start} data-testid="delete-account-start">
          {t('deletion.start')}
        </Button>
      </div>
      {api.confirming ? (
        <Dialog
          title={t('deletion.dialogTitle')}
          size="L"
          onDismiss={api.deleting ? () => undefined : api.cancel}
          testId="delete-account-dialog"
          footer={
            <div css={footer}>
              <Button variant="secondary" onClick={api.cancel} disabled={api.deleting}>
                {t('deletion.cancel')}
              </Button>
              <Button
                onClick={api.confirm}
                loading={api.deleting}
                data-testid="delete-account-confirm"
                css={danger}
              >
                {api.deleting ? t('deletion.deleting') : t('deletion.confirm')}
              </Button>
            </div>
          }
        >
          <div css={body}>
            <p css={lead}>{t('deletion.dialogLead')}</p>
            <Field label={t('deletion.surveyLabel')} hint={t('deletion.surveyHint')}>
              <TextArea
                name="surveyTxt"
                value={api.surveyTxt}
                maxLength={LIMITS.textMax}
                onChange={(e) => api.changeSurvey(e.target.value)}
                disabled={api.deleting}
                data-testid="delete-account-survey"
              />
            </Field>
            {error ? (
              <Alert tone="error" data-testid="delete-account-error">
                {error}
              </Alert>
            ) : null}
          </div>
        </Dialog>
      ) : null}
    </section>
  )
}

const section = css`
  display: grid;
  gap: ${space.md}px;
  padding: ${space.xl}px 0 0;
`
const heading = css`
  margin: 0;
  font-size: ${font.size.h3}px;
  font-weight: ${font.weight.bold};
`
const lead = css`
  margin: 0;
  color: ${role.fgMuted};
  font-size: ${font.size.md}px;
`
const body = css`
  display: grid;
  gap: ${space.lg}px;
`
const footer = css`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${space.md}px;
`
const danger = css`
  background: ${role.errorFg};
  border-color: ${role.errorFg};
`
