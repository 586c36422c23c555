import { useTranslation } from 'react-i18next'
import { useConnect } from '../core/useProcess.ts'
import { connectSession } from './connectSession.ts'
import { SessionContext } from './SessionContext.tsx'
import { ButtonLink } from '../kit/Button.tsx'
import { AccountLayout, actions, muted } from './AccountLayout.tsx'

/** Account pages whose purpose is stated before their full forms arrive (spec 1 §2). */
export type AccountPageKey =
  | 'signup'
  | 'addemail'
  | 'emailverifywarning'
  | 'emailverifywarningSocial'
  | 'passchange'
  | 'warning'
  | 'resendverify'
  | 'complete'
  | 'completeSignup'
  | 'completeReset'
  | 'resetpw'
  | 'mypage'
  | 'trial'
  | 'checkout'

const ICONS: Partial<Record<AccountPageKey, string>> = {
  addemail: '@',
  emailverifywarning: '✉',
  emailverifywarningSocial: '✉',
  passchange: '🔒',
  warning: '!',
  resendverify: '↻',
  complete: '✓',
  completeSignup: '✓',
  completeReset: '✓',
}

export function AccountInfoPage({
  page,
  values,
}: {
  page: AccountPageKey
  values?: Record<string, string>
}) {
  const { t } = useTranslation('account')
  const userId = useConnect(SessionContext.useActorRef(), connectSession).user?.id ?? null
  const needsSupport = page === 'warning' || page === 'emailverifywarningSocial'
  return (
    <AccountLayout
      testId={`account-${page}`}
      title={t(`pages.${page}.title`)}
      lead={t(`pages.${page}.body`, values ?? {})}
      icon={ICONS[page]}
    >
      {userId ? <p css={muted}>{t('pages.signedInAs', { id: userId })}</p> : null}
      <div css={actions}>
        {needsSupport ? (
          <ButtonLink to="/support/contact">{t('pages.contactSupport')}</ButtonLink>
        ) : null}
        {!userId && page !== 'signup' ? (
          <ButtonLink to="/member/signin" variant={needsSupport ? 'ghost' : 'primary'}>
            {t('pages.toSignIn')}
          </ButtonLink>
        ) : null}
        <ButtonLink to="/" variant="ghost">
          {t('pages.backHome')}
        </ButtonLink>
      </div>
    </AccountLayout>
  )
}
