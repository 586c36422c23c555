import { css } from '@emotion/react'
import { useEffect, useRef, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { emailVerificationMachine } from '../../../machines/account/emailVerification.ts'
import { Alert } from '../../kit/Alert.tsx'
import { Button } from '../../kit/Button.tsx'
import { Field } from '../../kit/Field.tsx'
import { TextInput } from '../../kit/TextInput.tsx'
import { space } from '../../kit/tokens.ts'
import { useHydrated } from '../../core/useHydrated.ts'
import { useConnect, useProcess } from '../../core/useProcess.ts'
import { connectSession } from '../connectSession.ts'
import { SessionContext } from '../SessionContext.tsx'
import { AccountLayout, muted } from '../AccountLayout.tsx'
import { connectEmailVerification } from './connectEmailVerification.ts'

/** /member/addemail for the signed-in member (the route sends others home). */
export function SessionAddEmailPage() {
  const { t } = useTranslation('verify')
  const { user } = useConnect(SessionContext.useActorRef(), connectSession)
  if (user) return <AddEmailPage id={user.id} comId={user.comId} />
  return (
    <AccountLayout testId="addemail-loading" title={t('add.title')}>
      <p role="status" css={muted}>
        {t('mailbox.loading')}
      </p>
    </AccountLayout>
  )
}

/** /member/addemail (spec 1 §2, §5): SetEmail, then /member/emailsent. */
export function AddEmailPage({ id, comId }: { id: string; comId: string }) {
  const { t } = useTranslation('verify')
  const api = useConnect(
    useProcess(emailVerificationMachine, { mode: 'add', id, comId }),
    connectEmailVerification,
  )
  const locked = !useHydrated()
  const ref = useRef<HTMLInputElement>(null)
  const focused = useRef(0)
  useEffect(() => {
    if (api.saving || api.attempt === focused.current) return
    focused.current = api.attempt
    if (api.emailError) ref.current?.focus()
  })
  const onSubmit = (e: SyntheticEvent) => {
    e.preventDefault()
    api.submit()
  }
  return (
    <AccountLayout testId="addemail-form" title={t('add.title')} lead={t('add.body')} icon="@">
      {api.refused ? (
        <Alert tone="error" css={gap}>
          {t('add.refused', { detail: `${api.refused.code} - ${api.refused.info}` })}
        </Alert>
      ) : null}
      {api.failureStatus !== null ? (
        <Alert tone="error" css={gap}>
          {t('add.failed', { status: api.failureStatus })}
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-busy={api.saving} css={form}>
        <Field
          label={t('add.emailLabel')}
          error={api.emailError ? t(`add.errors.${api.emailError}`) : undefined}
        >
          <TextInput
            ref={ref}
            name="email"
            type="email"
            autoComplete="email"
            value={api.email}
            onChange={(e) => api.changeEmail(e.target.value)}
            disabled={api.saving || locked}
          />
        </Field>
        <Button type="submit" loading={api.saving} disabled={locked} fullWidth>
          {api.saving ? t('add.submitting') : t('add.submit')}
        </Button>
      </form>
    </AccountLayout>
  )
}

const form = css`
  display: grid;
  gap: ${space.lg}px;
`
const gap = css`
  margin-bottom: ${space.lg}px;
`
