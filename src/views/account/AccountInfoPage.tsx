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

/** The placeholder order page: /pricing/{userType}/{licenseType}/{period}. */
export function PricingOrderPage({
  userType,
  licenseType,
  period,
}: {
  userType: string
  licenseType: string
  period: string
}) {
  const { t } = useTranslation('account')
  return (
    <AccountLayout
      testId="account-pricingOrder"
      title={t('pages.pricingOrder.title')}
      lead={t('pages.pricingOrder.body', { userType, licenseType, period })}
    >
      <div css={actions}>
        <ButtonLink to="/" variant="ghost">
          {t('pages.backHome')}
        </ButtonLink>
      </div>
    </AccountLayout>
  )
}
