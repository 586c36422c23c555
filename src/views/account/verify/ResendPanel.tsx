import { useTranslation } from 'react-i18next'
import type { UserInfo } from '../../../contract/index.ts'
import { emailVerificationMachine } from '../../../machines/account/emailVerification.ts'
import { Alert } from '../../kit/Alert.tsx'
import { Button, ButtonLink } from '../../kit/Button.tsx'
import { useHydrated } from '../../core/useHydrated.ts'
import { useConnect, useProcess } from '../../core/useProcess.ts'
import { actions, muted } from '../AccountLayout.tsx'
import { connectEmailVerification } from './connectEmailVerification.ts'

/** The resend button of spec 1 §4: ResendVerifyEmail, at most once per 1500 ms. */
export function ResendPanel({ user }: { user: Pick<UserInfo, 'id' | 'comId' | 'email'> }) {
  const { t } = useTranslation('verify')
  const api = useConnect(
    useProcess(emailVerificationMachine, { mode: 'resend', id: user.id, comId: user.comId }),
    connectEmailVerification,
  )
  const locked = !useHydrated()
  if (api.alreadyVerified)
    return (
      <>
        <Alert tone="success" data-testid="resend-verified">
          {t('warning.alreadyVerified')}
        </Alert>
        <div css={actions}>
          <ButtonLink to="/">{t('warning.continue')}</ButtonLink>
        </div>
      </>
    )
  return (
    <div data-testid="resend-panel">
      <p css={muted}>{t('warning.resendBody', { email: user.email })}</p>
      {api.sentCount > 0 && !api.refused && api.failureStatus === null ? (
        <Alert tone="success" data-testid="resend-sent" data-count={api.sentCount}>
          {t('warning.sent', { email: user.email })}
        </Alert>
      ) : null}
      {api.refused ? (
        <Alert tone="error" data-testid="resend-error">
          {t('warning.refused', { detail: `${api.refused.code} - ${api.refused.info}` })}
        </Alert>
      ) : null}
      {api.failureStatus !== null ? (
        <Alert tone="error" data-testid="resend-error">
          {t('warning.failed', { status: api.failureStatus })}
        </Alert>
      ) : null}
      <div css={actions}>
        <Button
          onClick={api.resend}
          loading={api.resending}
          disabled={locked || !api.canResend}
          data-testid="resend-button"
        >
          {api.resending ? t('warning.resending') : t('warning.resend')}
        </Button>
      </div>
    </div>
  )
}
