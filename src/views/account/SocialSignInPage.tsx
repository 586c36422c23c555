import { useTranslation } from 'react-i18next'
import { socialSignInMachine } from '../../machines/account/socialSignIn.ts'
import { useConnect, useProcess } from '../core/useProcess.ts'
import { connectSocialSignIn } from './connectSocialSignIn.ts'
import { Button } from '../kit/Button.tsx'
import { AccountLayout, actions, muted } from './AccountLayout.tsx'

/** /member/swauth?code=…&state=… (spec 1 §4): exchanges the platform code and leaves for where the answer says. */
export function SocialSignInPage({ code, state = '' }: { code: string; state?: string }) {
  const api = useConnect(useProcess(socialSignInMachine, { code, state }), connectSocialSignIn)
  const missing = api.screen === 'missingCode'
  const leaving = api.screen === 'redirecting'
  const { t } = useTranslation('account')

  if (missing) {
    return (
      <AccountLayout
        bare
        testId="swauth-missing"
        title={t('social.missingTitle')}
        lead={t('social.missingBody')}
        icon="?"
      >
        <div css={actions}>
          <Button onClick={api.signIn}>{t('social.signIn')}</Button>
        </div>
      </AccountLayout>
    )
  }
  return (
    <AccountLayout
      bare
      testId={leaving ? 'swauth-redirecting' : 'swauth-exchanging'}
      title={t('social.title')}
    >
      <p role="status" aria-live="polite" css={muted}>
        {leaving ? t('social.redirecting') : t('social.exchanging')}
      </p>
    </AccountLayout>
  )
}
