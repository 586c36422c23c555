import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../kit/Button.tsx'
import { AccountLayout, actions } from '../AccountLayout.tsx'

export type ResetStatusPageKey = 'submitted' | 'unablepw' | 'expired'
const ICONS: Record<ResetStatusPageKey, string> = { submitted: '✉', unablepw: '!', expired: '⌛' }

/** /member/submitted, /member/unablepw, /member/expired (spec 1 §2, §4, §8). */
export function ResetStatusPage({ page }: { page: ResetStatusPageKey }) {
  const { t } = useTranslation('reset')
  return (
    <AccountLayout
      testId={`reset-${page}`}
      title={t(`pages.${page}.title`)}
      lead={t(`pages.${page}.body`)}
      icon={ICONS[page]}
    >
      <div css={actions}>
        {page === 'submitted' ? (
          <ButtonLink to="/member/signin">{t('pages.signIn')}</ButtonLink>
        ) : (
          <ButtonLink to="/member/resetpw">{t('pages.again')}</ButtonLink>
        )}
        {page === 'unablepw' ? (
          <ButtonLink to="/support/contact" variant="ghost">
            {t('pages.support')}
          </ButtonLink>
        ) : null}
      </div>
    </AccountLayout>
  )
}
