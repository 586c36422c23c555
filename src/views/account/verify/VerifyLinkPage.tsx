import { useTranslation } from 'react-i18next'
import { emailVerificationMachine } from '../../../machines/account/emailVerification.ts'
import { Button, ButtonLink } from '../../kit/Button.tsx'
import { useConnect, useProcess } from '../../core/useProcess.ts'
import { AccountLayout, actions, muted } from '../AccountLayout.tsx'
import { connectEmailVerification } from './connectEmailVerification.ts'

const ICONS = { verifying: '✉', verified: '✓', expired: '⌛', invalid: '!', failed: '!' } as const

/** /member/emailverify?token= (spec 1 §2): the link of the verification e-mail, used once. */
export function VerifyLinkPage({ token }: { token: string }) {
  const { t } = useTranslation('verify')
  const api = useConnect(
    useProcess(emailVerificationMachine, { mode: 'link', token }),
    connectEmailVerification,
  )
  return (
    <AccountLayout
      testId={`emailverify-${api.link}`}
      title={t('link.title')}
      icon={ICONS[api.link]}
    >
      <p role="status" css={muted}>
        {t(`link.${api.link}`)}
      </p>
      <div css={actions}>
        {api.link === 'failed' ? <Button onClick={api.retry}>{t('link.retry')}</Button> : null}
        {api.link === 'verified' ? <ButtonLink to="/">{t('link.continue')}</ButtonLink> : null}
        {api.link === 'expired' || api.link === 'invalid' ? (
          <ButtonLink to="/member/signin">{t('link.signIn')}</ButtonLink>
        ) : null}
      </div>
    </AccountLayout>
  )
}

/** A verification address whose token is missing or malformed: nothing to ask the server. */
export function InvalidVerifyLinkPage() {
  const { t } = useTranslation('verify')
  return (
    <AccountLayout testId="emailverify-invalid" title={t('link.title')} icon={ICONS.invalid}>
      <p role="status" css={muted}>
        {t('link.invalid')}
      </p>
      <div css={actions}>
        <ButtonLink to="/member/signin">{t('link.signIn')}</ButtonLink>
      </div>
    </AccountLayout>
  )
}
