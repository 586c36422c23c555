import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../kit/Button.tsx'
import { useConnect } from '../../core/useProcess.ts'
import { connectSession } from '../connectSession.ts'
import { SessionContext } from '../SessionContext.tsx'
import { AccountLayout, actions } from '../AccountLayout.tsx'
import { ResendPanel } from './ResendPanel.tsx'

/**
 * /member/emailverifywarning (t=c after a social sign-in refused with HTTP 400) and
 * /member/resendverify (spec 1 §2, §4): why the e-mail must be verified, and the resend button
 * for a signed-in member with an e-mail.
 */
export function VerifyWarningPage({ variant }: { variant: 'warning' | 'social' | 'resend' }) {
  const { t } = useTranslation('verify')
  const { user } = useConnect(SessionContext.useActorRef(), connectSession)
  const title = variant === 'resend' ? t('warning.resendTitle') : t('warning.title')
  const lead = variant === 'social' ? t('warning.social') : t('warning.body')
  return (
    <AccountLayout testId={`verify-${variant}`} title={title} lead={lead} icon="✉">
      {user && user.email !== '' ? (
        <ResendPanel user={user} />
      ) : (
        <div css={actions}>
          <ButtonLink to={user ? '/member/addemail' : '/member/signin'}>
            {user ? t('add.title') : t('link.signIn')}
          </ButtonLink>
        </div>
      )}
    </AccountLayout>
  )
}
