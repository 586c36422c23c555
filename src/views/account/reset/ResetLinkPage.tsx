import { css } from '@emotion/react'
import { useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  passwordResetMachine,
  type ResetField,
  type ResetFieldError,
} from '../../../machines/account/passwordReset.ts'
import { Alert } from '../../kit/Alert.tsx'
import { Button } from '../../kit/Button.tsx'
import { Field } from '../../kit/Field.tsx'
import { PasswordInput } from '../../kit/PasswordInput.tsx'
import { space } from '../../kit/tokens.ts'
import { useHydrated } from '../../core/useHydrated.ts'
import { useConnect, useProcess } from '../../core/useProcess.ts'
import { AccountLayout, muted } from '../AccountLayout.tsx'
import { connectPasswordReset } from './connectPasswordReset.ts'

type T = ReturnType<typeof useTranslation<'reset'>>['t']

/** /member/identify?token= (spec 1 §2, §5): the link of the reset e-mail, then the new password. */
export function ResetLinkPage({ token }: { token: string }) {
  const { t } = useTranslation('reset')
  const { t: ta } = useTranslation('account')
  const api = useConnect(useProcess(passwordResetMachine, { token }), connectPasswordReset)
  const locked = !useHydrated()
  const refs = {
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  }
  const focused = useRef(0)
  useEffect(() => {
    if (api.busy || api.attempt === focused.current) return
    focused.current = api.attempt
    const first = (['password', 'confirm'] as const).find((f) => api.fieldErrors[f])
    if (first) refs[first].current?.focus()
  })

  if (!api.choosing)
    return (
      <AccountLayout testId="identify-checking" title={t('form.title')}>
        <p role="status" css={muted}>
          {t('form.checking')}
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
  const field = (name: ResetField, label: string) => (
    <Field
      label={label}
      hint={api.pasted === name ? t('form.copied') : undefined}
      error={errorText(t, name, api.fieldErrors[name])}
    >
      <PasswordInput
        ref={refs[name]}
        name={name}
        autoComplete="new-password"
        value={api.values[name]}
        onChange={(e) => api.change(name, e.target.value)}
        blockPaste
        onPasteBlocked={() => api.pasteRefused(name)}
        disabled={api.busy || locked}
        showLabel={ta('signIn.showPassword')}
        hideLabel={ta('signIn.hidePassword')}
        {...(name === 'password'
          ? {
              onKeyDown,
              rules: api.rules.map(({ rule, state }) => ({
                id: rule,
                label: ta(`passwordChange.rules.${rule}`),
                state,
              })),
            }
          : {})}
      />
    </Field>
  )

  return (
    <AccountLayout
      testId="identify-form"
      title={t('form.title')}
      lead={t('form.lead', { id: api.id })}
      icon="✱"
    >
      {api.failureCode !== null ? (
        <Alert tone="error" data-testid="identify-error" css={gap}>
          {t('form.failed', { code: api.failureCode })}
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-busy={api.busy} css={form}>
        {field('password', t('form.passwordLabel'))}
        {field('confirm', t('form.confirmLabel'))}
        <Button type="submit" loading={api.busy} disabled={locked} fullWidth>
          {api.busy ? t('form.submitting') : t('form.submit')}
        </Button>
      </form>
    </AccountLayout>
  )
}

function errorText(t: T, field: ResetField, error: ResetFieldError | null): string | null {
  if (!error) return null
  if (field === 'password' && error === 'tooShort') return t('form.errors.rules')
  return t(`form.errors.${error}`)
}

const form = css`
  display: grid;
  gap: ${space.lg}px;
`
const gap = css`
  margin-bottom: ${space.lg}px;
`
