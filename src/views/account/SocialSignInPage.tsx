import { useActorRef, useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { socialSignInMachine } from '../../machines/account/socialSignIn.ts'
import { Button } from '../kit/Button.tsx'
import { AccountLayout, actions, muted } from './AccountLayout.tsx'

/** /member/swauth?code=… (spec 1 §4): exchanges the platform code and leaves for where the answer says. */
export function SocialSignInPage({
  code,
  navigate,
  onSessionChanged,
}: {
  code: string
  navigate: (to: string) => void
  onSessionChanged: () => void
}) {
  const actor = useActorRef(
    socialSignInMachine.provide({
      actions: {
        navigate: ({ context }) => {
          if (context.destination) navigate(context.destination)
        },
        sessionChanged: () => onSessionChanged(),
      },
    }),
    { input: { code } },
  )
  const missing = useSelector(actor, (s) => s.matches('missingCode'))
  const leaving = useSelector(actor, (s) => s.matches('redirecting'))
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
          <Button onClick={() => actor.send({ type: 'link.signIn' })}>{t('social.signIn')}</Button>
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
