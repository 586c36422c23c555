import { useTranslation } from 'react-i18next'
import { signOutMachine } from '../../machines/account/signOut.ts'
import { useConnect, useProcess } from '../core/useProcess.ts'
import { connectSignOut } from './connectSignOut.ts'
import { AccountLayout, muted } from './AccountLayout.tsx'

/** /logout (spec 1 §4): ends the session, clears it here and leaves for the returnUrl, else home. */
export function SignOutPage({
  returnUrl,
  goToMail,
}: {
  returnUrl: string | null
  goToMail: { port: number } | null
}) {
  const { done } = useConnect(useProcess(signOutMachine, { returnUrl, goToMail }), connectSignOut)
  const { t } = useTranslation('account')
  return (
    <AccountLayout testId={done ? 'signout-done' : 'signout-pending'} title={t('signOut.title')}>
      <p role="status" aria-live="polite" css={muted}>
        {done ? t('signOut.signedOut') : t('signOut.signingOut')}
      </p>
    </AccountLayout>
  )
}
