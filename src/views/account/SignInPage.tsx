import { css } from '@emotion/react'
import { useEffect, useRef, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { SignInSearch } from '../../machines/account/destinations.ts'
import {
  signInMachine,
  type FieldError,
  type SignInFailure,
  type SignInField,
} from '../../machines/account/signIn.ts'
import { Alert } from '../kit/Alert.tsx'
import { Button, ButtonLink } from '../kit/Button.tsx'
import { Captcha } from '../kit/Captcha.tsx'
import { Field } from '../kit/Field.tsx'
import { PasswordInput } from '../kit/PasswordInput.tsx'
import { SiteLink } from '../kit/SiteLink.tsx'
import { TextInput } from '../kit/TextInput.tsx'
import { role } from '../kit/theme.ts'
import { font } from '../kit/tokens.ts'
import { AccountLayout, actions, muted } from './AccountLayout.tsx'
import { connectSignIn, type SignInApi } from './connectSignIn.ts'
import { useConnect, useProcess } from '../core/useProcess.ts'
import { useHydrated } from '../core/useHydrated.ts'

export interface SignInPageProps {
  search: SignInSearch
}

/**
 * /member/signin (spec 1 §4, §5, §8): the form and each sign-in status, driven by the signIn
 * machine; navigation, the session refresh and the error pop-up are the site's effects.
 */
export function SignInPage({ search }: SignInPageProps) {
  const api = useConnect(useProcess(signInMachine, { search }), connectSignIn)
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

function SignInForm({ api, search }: { api: SignInApi; search: SignInSearch }) {
  const { t } = useTranslation('account')
  // Nothing can be typed or sent before the page is interactive (see useHydrated).
  const locked = !useHydrated()
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
        <Alert
          ref={alertRef}
          tone="error"
          tabIndex={-1}
          title={t('signIn.errorTitle')}
          css={alertGap}
          data-testid="signin-error"
        >
          {failureText(t, api.failure)}
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-busy={api.busy} css={form}>
        <Field label={t('signIn.idLabel')} error={fieldErrorText(t, 'id', api.fieldErrors.id)}>
          <TextInput
            ref={idRef}
            name="id"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('signIn.idPlaceholder')}
            value={api.id}
            onChange={(e) => api.change('id', e.target.value)}
            disabled={api.busy || locked}
          />
        </Field>
        <Field label={t('signIn.pwLabel')} error={fieldErrorText(t, 'pw', api.fieldErrors.pw)}>
          <PasswordInput
            ref={pwRef}
            name="password"
            autoComplete="current-password"
            placeholder={t('signIn.pwPlaceholder')}
            value={api.pw}
            onChange={(e) => api.change('pw', e.target.value)}
            disabled={api.busy || locked}
            showLabel={t('signIn.showPassword')}
            hideLabel={t('signIn.hidePassword')}
          />
        </Field>
        {api.captchaRequired ? <StepUp api={api} /> : null}
        <div css={forgotRow}>
          <SiteLink to="/member/resetpw" css={link}>
            {t('signIn.forgot')}
          </SiteLink>
        </div>
        <Button type="submit" loading={api.busy} disabled={locked} fullWidth css={submit}>
          {api.busy ? t('signIn.submitting') : t('signIn.submit')}
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

const noop = () => undefined

/** The captcha step-up (issue 10, 11): Login answered 428; once solved, the sign-in is sent again. */
function StepUp({ api }: { api: SignInApi }) {
  const { t } = useTranslation('signup')
  return (
    <div css={stepUp} data-testid="signin-captcha">
      <Alert tone="info" title={t('stepUp.title')}>
        {t('stepUp.body')}
      </Alert>
      <Captcha
        round={api.captchaRound}
        onSolve={api.solveCaptcha}
        onExpire={noop}
        error={api.captchaMissing ? t('stepUp.required') : null}
      />
    </div>
  )
}

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

const form = css`
  display: grid;
  gap: 18px;
`
const alertGap = css`
  margin: 0 0 20px;
`
const stepUp = css`
  display: grid;
  gap: 12px;
`
const forgotRow = css`
  display: flex;
  justify-content: flex-end;
  margin-top: -6px;
`
const link = css`
  color: ${role.link};
  font-size: ${font.size.md}px;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`
const submit = css`
  margin-top: 4px;
  min-height: 50px;
`
const footer = css`
  margin: 28px 0 0;
  padding-top: 20px;
  border-top: 1px solid ${role.line};
  text-align: center;
`
