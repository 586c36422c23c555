import { useActorRef, useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { signOutMachine } from '../../machines/account/signOut.ts'
import { AccountLayout, muted } from './AccountLayout.tsx'

/** /logout (spec 1 §4): ends the session, clears it here and leaves for the returnUrl, else home. */
export function SignOutPage({
  returnUrl,
  navigate,
  onSessionChanged,
}: {
  returnUrl: string | null
  navigate: (to: string) => void
  onSessionChanged: () => void
}) {
  const actor = useActorRef(
    signOutMachine.provide({
      actions: {
        navigate: ({ context }) => navigate(context.destination),
        sessionChanged: () => onSessionChanged(),
      },
    }),
    { input: { returnUrl } },
  )
  const done = useSelector(actor, (s) => s.matches('signedOut'))
  const { t } = useTranslation('account')
  return (
    <AccountLayout testId={done ? 'signout-done' : 'signout-pending'} title={t('signOut.title')}>
      <p role="status" aria-live="polite" css={muted}>
        {done ? t('signOut.signedOut') : t('signOut.signingOut')}
      </p>
    </AccountLayout>
  )
}
