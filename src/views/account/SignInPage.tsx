import { css } from '@emotion/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { SignInSearch } from '../../machines/account/destinations.ts'
import {
  signInMachine,
  type FieldError,
  type SignInFailure,
  type SignInField,
} from '../../machines/account/signIn.ts'
import { Button, ButtonLink } from '../kit/Button.tsx'
import { SiteLink } from '../kit/SiteLink.tsx'
import { color, radius } from '../kit/tokens.ts'
import { AccountLayout, actions, muted } from './AccountLayout.tsx'
import { connectSignIn } from './connectSignIn.ts'

export interface SignInPageProps {
  search: SignInSearch
  /** Follows the destination the machine chose. */
  navigate: (to: string) => void
  /** The session changed: refresh the session actor and the route guards. */
  onSessionChanged: () => void
}

/** /member/signin (spec 1 §4, §5, §8): the form and each sign-in status, driven by the signIn machine. */
export function SignInPage({ search, navigate, onSessionChanged }: SignInPageProps) {
  const actor = useActorRef(
    signInMachine.provide({
      actions: {
        navigate: ({ context }) => {
          if (context.destination) navigate(context.destination)
        },
        sessionChanged: () => onSessionChanged(),
      },
    }),
    { input: { search } },
  )
  const api = useSelector(
    actor,
    (s) => connectSignIn(s, actor),
    (a, b) =>
      a.screen === b.screen &&
      a.busy === b.busy &&
      a.id === b.id &&
      a.pw === b.pw &&
      a.fieldErrors === b.fieldErrors &&
      a.failure === b.failure &&
      a.status === b.status,
  )
  const { t } = useTranslation('account')

  if (api.screen === 'contact') {
    return (
      <AccountLayout
        testId="signin-contact"
        title={t('signIn.contact.title')}
        lead={t('signIn.contact.body')}
        icon="!"
      >
        <div css={actions}>
          <ButtonLink to="/support/contact">{t('signIn.contact.link')}</ButtonLink>
          <Button variant="ghost" onClick={api.retry}>
            {t('signIn.contact.retry')}
          </Button>
        </div>
      </AccountLayout>
    )
  }
  if (api.screen === 'integrating') {
    const ent = api.status === 'integrate_closet_ent'
    return (
      <AccountLayout
        testId={`signin-${api.status ?? 'integrate'}`}
        title={t(ent ? 'signIn.integrate.entTitle' : 'signIn.integrate.perTitle')}
        lead={t(ent ? 'signIn.integrate.entBody' : 'signIn.integrate.perBody')}
        icon="⇄"
      >
        <div css={actions}>
          <Button onClick={api.continueIntegration} autoFocus>
            {t('signIn.integrate.continue')}
          </Button>
        </div>
      </AccountLayout>
    )
  }
  if (api.screen === 'redirecting') {
    return (
      <AccountLayout testId="signin-redirecting" title={t('signIn.title')}>
        <p role="status" css={muted}>
          {t('signIn.redirecting')}
        </p>
      </AccountLayout>
    )
  }
  return <SignInForm api={api} search={search} />
}

function SignInForm({
  api,
  search,
}: {
  api: ReturnType<typeof connectSignIn>
  search: SignInSearch
}) {
  const { t } = useTranslation('account')
  const [showPw, setShowPw] = useState(false)
  const ids = { id: useId(), pw: useId(), idError: useId(), pwError: useId(), alert: useId() }
  const idRef = useRef<HTMLInputElement>(null)
  const pwRef = useRef<HTMLInputElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)

  // Once per attempt, when its outcome is known, focus goes to the first flagged field, else the error message.
  const { attempt, busy, fieldErrors, failure } = api
  const focused = useRef(0)
  useEffect(() => {
    if (busy || attempt === focused.current) return
    focused.current = attempt
    if (fieldErrors.id) idRef.current?.focus()
    else if (fieldErrors.pw) pwRef.current?.focus()
    else if (failure) alertRef.current?.focus()
  }, [attempt, busy, fieldErrors, failure])

  const onSubmit = (e: SyntheticEvent) => {
    e.preventDefault()
    api.submit()
  }
  const signUpTo = search.returnUrl
    ? `/member/signup?returnUrl=${encodeURIComponent(search.returnUrl)}`
    : '/member/signup'

  return (
    <AccountLayout testId="signin-form" title={t('signIn.title')} lead={t('signIn.subtitle')}>
      {api.failure ? (
        <div
          ref={alertRef}
          id={ids.alert}
          role="alert"
          tabIndex={-1}
          css={alert}
          data-testid="signin-error"
        >
          <strong>{t('signIn.errorTitle')}</strong>
          <span>{failureText(t, api.failure)}</span>
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-busy={api.busy} css={form}>
        <Field
          label={t('signIn.idLabel')}
          inputId={ids.id}
          errorId={ids.idError}
          error={fieldErrorText(t, 'id', api.fieldErrors.id)}
        >
          <input
            ref={idRef}
            id={ids.id}
            name="id"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('signIn.idPlaceholder')}
            value={api.id}
            onChange={(e) => api.change('id', e.target.value)}
            aria-invalid={api.fieldErrors.id !== null}
            aria-describedby={api.fieldErrors.id ? ids.idError : undefined}
            disabled={api.busy}
            css={input}
          />
        </Field>
        <Field
          label={t('signIn.pwLabel')}
          inputId={ids.pw}
          errorId={ids.pwError}
          error={fieldErrorText(t, 'pw', api.fieldErrors.pw)}
        >
          <div css={pwWrap}>
            <input
              ref={pwRef}
              id={ids.pw}
              name="password"
              type={showPw ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder={t('signIn.pwPlaceholder')}
              value={api.pw}
              onChange={(e) => api.change('pw', e.target.value)}
              aria-invalid={api.fieldErrors.pw !== null}
              aria-describedby={api.fieldErrors.pw ? ids.pwError : undefined}
              disabled={api.busy}
              css={[input, pwInput]}
            />
            <button
              type="button"
              css={reveal}
              aria-pressed={showPw}
              aria-controls={ids.pw}
              onClick={() => setShowPw((v) => !v)}
            >
              {showPw ? t('signIn.hidePassword') : t('signIn.showPassword')}
            </button>
          </div>
        </Field>
        <div css={forgotRow}>
          <SiteLink to="/member/resetpw" css={link}>
            {t('signIn.forgot')}
          </SiteLink>
        </div>
        <Button type="submit" disabled={api.busy} aria-disabled={api.busy} css={submit}>
          {api.busy ? (
            <>
              <span css={spinner} aria-hidden="true" />
              {t('signIn.submitting')}
            </>
          ) : (
            t('signIn.submit')
          )}
        </Button>
      </form>
      <p css={[muted, footer]}>
        {t('signIn.noAccount')}{' '}
        <SiteLink to={signUpTo} css={link}>
          {t('signIn.signUp')}
        </SiteLink>
      </p>
    </AccountLayout>
  )
}

type T = ReturnType<typeof useTranslation<'account'>>['t']

function fieldErrorText(t: T, field: SignInField, error: FieldError | null): string | null {
  if (!error) return null
  if (field === 'id')
    return error === 'blank' ? t('signIn.fieldErrors.idBlank') : t('signIn.fieldErrors.idInvalid')
  return error === 'blank' ? t('signIn.fieldErrors.pwBlank') : t('signIn.fieldErrors.pwInvalid')
}

/** The translated sentence for a failure; a refused sign-in keeps the spec's "code - info". */
export function failureText(t: T, failure: SignInFailure): string {
  if (failure.kind === 'rejected')
    return t('signIn.rejected', { detail: `${failure.code} - ${failure.info}` })
  if (failure.reason === 'timeout') return t('signIn.unreachable.timeout')
  if (failure.reason === 'network') return t('signIn.unreachable.network')
  if (failure.reason === 'invalid-response') return t('signIn.unreachable.invalid')
  if (failure.status === 429) return t('signIn.unreachable.tooMany')
  return t('signIn.unreachable.http', { status: failure.status })
}

function Field({
  label,
  inputId,
  errorId,
  error,
  children,
}: {
  label: string
  inputId: string
  errorId: string
  error: string | null
  children: React.ReactNode
}) {
  return (
    <div css={field}>
      <label htmlFor={inputId} css={labelCss}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorId} css={fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

const form = css`
  display: grid;
  gap: 18px;
`
const field = css`
  display: grid;
  gap: 8px;
`
const labelCss = css`
  font-size: 14px;
  font-weight: 600;
  color: ${color.text};
`
const input = css`
  width: 100%;
  height: 48px;
  padding: 0 14px;
  border-radius: ${radius.sm + 4}px;
  border: 1px solid rgba(255, 255, 255, 0.18);
  background: rgba(255, 255, 255, 0.04);
  color: ${color.text};
  font-size: 16px;
  transition:
    border-color 0.15s,
    background 0.15s;
  &::placeholder {
    color: rgba(167, 173, 186, 0.7);
  }
  &:hover {
    border-color: rgba(255, 255, 255, 0.32);
  }
  &:focus {
    outline: none;
    border-color: ${color.accentSoft};
    box-shadow: 0 0 0 3px rgba(123, 97, 255, 0.35);
    background: rgba(255, 255, 255, 0.07);
  }
  &[aria-invalid='true'] {
    border-color: #ff7b7f;
  }
  &:disabled {
    opacity: 0.7;
  }
`
const pwWrap = css`
  position: relative;
`
const pwInput = css`
  padding-right: 120px;
`
const reveal = css`
  position: absolute;
  right: 6px;
  top: 6px;
  height: 36px;
  padding: 0 12px;
  border: 0;
  border-radius: ${radius.sm}px;
  background: transparent;
  color: ${color.accentSoft};
  font-size: 13px;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.08);
  }
`
const fieldError = css`
  margin: 0;
  color: #ff9b9e;
  font-size: 13px;
  &::before {
    content: '⚠ ';
  }
`
const alert = css`
  display: grid;
  gap: 4px;
  margin: 0 0 20px;
  padding: 12px 14px;
  border-radius: ${radius.sm + 4}px;
  background: rgba(229, 72, 77, 0.14);
  border: 1px solid rgba(229, 72, 77, 0.5);
  color: #ffd1d2;
  font-size: 14px;
  &:focus {
    outline: 2px solid #ff9b9e;
    outline-offset: 2px;
  }
  strong {
    color: #fff;
  }
`
const forgotRow = css`
  display: flex;
  justify-content: flex-end;
  margin-top: -6px;
`
const link = css`
  color: ${color.accentSoft};
  font-size: 14px;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`
const submit = css`
  width: 100%;
  margin-top: 4px;
  min-height: 50px;
`
const spinner = css`
  width: 16px;
  height: 16px;
  border-radius: 50%;
  border: 2px solid rgba(255, 255, 255, 0.4);
  border-top-color: #fff;
  animation: spin 0.8s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`
const footer = css`
  margin: 28px 0 0;
  padding-top: 20px;
  border-top: 1px solid ${color.line};
  text-align: center;
`
