import { css } from '@emotion/react'
import { useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  passwordChangeMachine,
  type PasswordChangeFailure,
  type PasswordField,
  type PasswordFieldError,
} from '../../machines/account/passwordChange.ts'
import { Alert } from '../kit/Alert.tsx'
import { Button } from '../kit/Button.tsx'
import { Field } from '../kit/Field.tsx'
import { PasswordInput } from '../kit/PasswordInput.tsx'
import { space } from '../kit/tokens.ts'
import { useConnect, useProcess } from '../core/useProcess.ts'
import { AccountLayout, muted } from './AccountLayout.tsx'
import { connectPasswordChange } from './connectPasswordChange.ts'
import { connectSession } from './connectSession.ts'
import { SessionContext } from './SessionContext.tsx'

type T = ReturnType<typeof useTranslation<'account'>>['t']

/** /member/passchange for the signed-in member: the form once the session names who it is. */
export function SessionPasswordChangePage() {
  const { t } = useTranslation('account')
  const { user } = useConnect(SessionContext.useActorRef(), connectSession)
  if (user) return <PasswordChangePage id={user.id} />
  return (
    <AccountLayout testId="passchange-loading" title={t('pages.passchange.title')}>
      <p role="status" css={muted}>
        {t('common:loading')}
      </p>
    </AccountLayout>
  )
}

/**
 * /member/passchange (spec 1 §4 step 3, §5): a member whose password equals the id chooses a new
 * one, driven by the passwordChange machine; every control comes from the kit.
 */
export function PasswordChangePage({ id }: { id: string }) {
  const { t } = useTranslation('account')
  const api = useConnect(useProcess(passwordChangeMachine, { id }), connectPasswordChange)
  const refs = {
    current: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  }
  const alertRef = useRef<HTMLDivElement>(null)

  // Once per attempt, when its outcome is known, focus goes to the first flagged field, else the error.
  const { attempt, busy, fieldErrors, failure } = api
  const focused = useRef(0)
  useEffect(() => {
    if (busy || attempt === focused.current) return
    focused.current = attempt
    const first = (['current', 'password', 'confirm'] as const).find((f) => fieldErrors[f])
    if (first) refs[first].current?.focus()
    else if (failure) alertRef.current?.focus()
  })

  if (api.changed)
    return (
      <AccountLayout testId="passchange-changed" title={t('pages.passchange.title')}>
        <p role="status" css={muted}>
          {t('passwordChange.changed')}
        </p>
      </AccountLayout>
    )

  const onSubmit = (e: SyntheticEvent) => {
    e.preventDefault()
    api.submit()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.altKey || e.key === 'Alt') api.altPressed()
  }
  const field = (name: PasswordField, label: string, extra: { onKeyDown?: typeof onKeyDown }) => (
    <Field
      label={label}
      hint={api.pasted === name ? t('passwordChange.copied') : undefined}
      error={fieldErrorText(t, name, api.fieldErrors[name])}
    >
      <PasswordInput
        ref={refs[name]}
        name={name}
        autoComplete={name === 'current' ? 'current-password' : 'new-password'}
        value={api.values[name]}
        onChange={(e) => api.change(name, e.target.value)}
        blockPaste
        onPasteBlocked={() => api.pasteRefused(name)}
        disabled={api.busy}
        showLabel={t('signIn.showPassword')}
        hideLabel={t('signIn.hidePassword')}
        {...(name === 'password'
          ? {
              rules: api.rules.map(({ rule, state }) => ({
                id: rule,
                label: t(`passwordChange.rules.${rule}`),
                state,
              })),
            }
          : {})}
        {...extra}
      />
    </Field>
  )

  return (
    <AccountLayout
      testId="passchange-form"
      title={t('pages.passchange.title')}
      lead={t('pages.passchange.body')}
      icon="🔒"
    >
      {api.failure ? (
        <Alert
          ref={alertRef}
          tone="error"
          tabIndex={-1}
          title={t('passwordChange.errorTitle')}
          data-testid="passchange-error"
          css={alertGap}
        >
          {failureText(t, api.failure)}
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-busy={api.busy} css={form}>
        {field('current', t('passwordChange.currentLabel'), {})}
        {field('password', t('passwordChange.passwordLabel'), { onKeyDown })}
        {field('confirm', t('passwordChange.confirmLabel'), {})}
        <Button type="submit" loading={api.busy} fullWidth>
          {api.busy ? t('passwordChange.submitting') : t('passwordChange.submit')}
        </Button>
      </form>
    </AccountLayout>
  )
}

function fieldErrorText(
  t: T,
  field: PasswordField,
  error: PasswordFieldError | null,
): string | null {
  if (!error) return null
  if (field === 'confirm' && error === 'tooShort') return t('passwordChange.errors.confirmTooShort')
  return t(`passwordChange.errors.${error}`)
}

/** The translated sentence for a failure; a refused change keeps the spec's "code - info". */
export function failureText(t: T, failure: PasswordChangeFailure): string {
  if (failure.kind === 'rejected')
    return t('passwordChange.rejected', { detail: `${failure.code} - ${failure.info}` })
  if (failure.reason === 'timeout') return t('passwordChange.unreachable.timeout')
  if (failure.reason === 'network') return t('passwordChange.unreachable.network')
  if (failure.reason === 'invalid-response') return t('passwordChange.unreachable.invalid')
  return t('passwordChange.unreachable.http', { status: failure.status })
}

const form = css`
  display: grid;
  gap: ${space.lg}px;
`
const alertGap = css`
  margin-bottom: ${space.lg}px;
`
