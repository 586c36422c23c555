import { css } from '@emotion/react'
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react'
import { useTranslation } from 'react-i18next'
import { EU_COUNTRIES, JOB_OTHERS, JOBS } from '../../../contract/index.ts'
import {
  signUpMachine,
  type Check,
  type SignUpFailure,
  type SignUpKind,
} from '../../../machines/account/signUp.ts'
import { Alert } from '../../kit/Alert.tsx'
import { Button } from '../../kit/Button.tsx'
import { Captcha } from '../../kit/Captcha.tsx'
import { Checkbox } from '../../kit/Checkbox.tsx'
import { Field } from '../../kit/Field.tsx'
import { PasswordInput } from '../../kit/PasswordInput.tsx'
import { Select } from '../../kit/Select.tsx'
import { SiteLink } from '../../kit/SiteLink.tsx'
import { TextInput } from '../../kit/TextInput.tsx'
import { role } from '../../kit/theme.ts'
import { font, mq, space } from '../../kit/tokens.ts'
import { useCountryOptions } from '../../core/useCountryOptions.ts'
import { useHydrated } from '../../core/useHydrated.ts'
import { useLanguage } from '../../core/useLanguage.ts'
import { useConnect, useProcess } from '../../core/useProcess.ts'
import { connectSiteShell } from '../../shell/connectSiteShell.ts'
import { SiteShellContext } from '../../shell/ShellActors.tsx'
import { AccountLayout, muted } from '../AccountLayout.tsx'
import { connectSignUp, type SignUpApi } from './connectSignUp.ts'

type T = ReturnType<typeof useTranslation<'signup'>>['t']

/** /member/signup and /member/signup/company inside the site: the visitor's country decides the captcha. */
export function ShellSignUpPage({ kind }: { kind: SignUpKind }) {
  const { countryCode } = useConnect(SiteShellContext.useActorRef(), connectSiteShell)
  return <SignUpPage kind={kind} visitorCountry={countryCode} />
}

/**
 * Sign-up, personal or company (spec 1 §2, §4, §5, §8), driven by the signUp machine: each field
 * shows its live check, the password its rules; the captcha unless the visitor is in CN.
 */
export function SignUpPage({ kind, visitorCountry }: { kind: SignUpKind; visitorCountry: string }) {
  const { t } = useTranslation('signup')
  const language = useLanguage()
  const logic = useMemo(
    () =>
      signUpMachine.provide({
        actions: {
          scrollToTop: () => {
            window.scrollTo({ top: 0, behavior: 'smooth' })
          },
        },
      }),
    [],
  )
  const api = useConnect(useProcess(logic, { kind, visitorCountry, language }), connectSignUp)
  if (api.leaving)
    return (
      <AccountLayout testId="signup-leaving" title={t(`title.${kind}`)}>
        <p role="status" css={muted}>
          {t('submitting')}
        </p>
      </AccountLayout>
    )
  return <SignUpForm api={api} />
}

function checkText(
  t: T,
  field: 'id' | 'email' | 'name' | 'confirm',
  check: Check<string>,
): { hint?: string; error?: string } {
  if (check.state === 'loading') return { hint: t('checking') }
  if (check.state === 'success') return { hint: t(`ok.${field}`) }
  if (check.state === 'fail' && check.problem)
    return { error: t(`problems.${field}.${check.problem}`) }
  return {}
}

function SignUpForm({ api }: { api: SignUpApi }) {
  const { t } = useTranslation('signup')
  const locked = !useHydrated()
  const disabled = api.busy || locked
  const alertRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const company = api.kind === 'company'

  // Once per attempt, when its outcome is known, focus goes to the first flagged field, else the error.
  const { attempt, busy, failure } = api
  const focused = useRef(0)
  useEffect(() => {
    if (busy || attempt === focused.current) return
    focused.current = attempt
    const flagged = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (flagged) flagged.focus()
    else if (failure) alertRef.current?.focus()
  }, [attempt, busy, failure])

  // Country names come from the runtime's ICU data, which differs between the server and the
  // browser: named only once hydrated (the form is disabled until then), by code before.
  const euLabel = useCallback(
    (code: string, name: string) =>
      EU_COUNTRIES.has(code) ? t('euMember', { country: name }) : name,
    [t],
  )
  const countries = useCountryOptions(!locked, euLabel)
  const jobs = [
    ...JOBS.map((job, i) => ({ value: String(i + 1), label: t(`jobs.${job}`) })),
    { value: String(JOB_OTHERS), label: t('jobs.others') },
  ]

  const onSubmit = (e: SyntheticEvent) => {
    e.preventDefault()
    api.submit()
  }
  const onPasswordKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.altKey || e.key === 'Alt') api.altPressed()
  }
  const text = (
    field: 'id' | 'email' | 'firstName' | 'lastName' | 'name',
    autoComplete: string,
    shown: { hint?: string; error?: string },
  ) => (
    <Field label={t(`labels.${field}`)} hint={shown.hint} error={shown.error}>
      <TextInput
        name={field}
        autoComplete={autoComplete}
        autoCapitalize={field === 'id' || field === 'email' ? 'none' : undefined}
        spellCheck={false}
        type={field === 'email' ? 'email' : 'text'}
        value={api.values[field]}
        onChange={(e) => api.change(field, e.target.value)}
        disabled={disabled}
      />
    </Field>
  )
  const nameShown = checkText(t, 'name', api.checks.name)
  const firstError =
    api.checks.name.problem === 'firstBlank' ? { error: t('problems.name.firstBlank') } : {}
  const lastError =
    api.checks.name.problem === 'lastBlank'
      ? { error: t('problems.name.lastBlank') }
      : api.checks.name.problem === 'firstBlank'
        ? {}
        : nameShown
  const pwProblem = api.checks.password.problem
  const confirmShown = checkText(t, 'confirm', api.checks.confirm)

  return (
    <AccountLayout testId="signup-form" title={t(`title.${api.kind}`)} lead={t(`lead.${api.kind}`)}>
      {api.failure ? (
        <Alert
          ref={alertRef}
          tone="error"
          tabIndex={-1}
          title={t('errorTitle')}
          data-testid="signup-error"
          css={alertGap}
        >
          {failureText(t, api.failure)}
        </Alert>
      ) : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={api.busy} css={form}>
        {text('id', 'username', checkText(t, 'id', api.checks.id))}
        {text('email', 'email', checkText(t, 'email', api.checks.email))}
        {company ? (
          text('name', 'organization', nameShown)
        ) : (
          <div css={pair}>
            {text('firstName', 'given-name', firstError)}
            {text('lastName', 'family-name', lastError)}
          </div>
        )}
        <Field
          label={t('labels.pw')}
          hint={api.pasted === 'pw' ? t('copied') : undefined}
          error={pwProblem ? t(`problems.password.${pwProblem}`) : undefined}
        >
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={api.values.pw}
            onChange={(e) => api.change('pw', e.target.value)}
            onKeyDown={onPasswordKey}
            blockPaste
            onPasteBlocked={() => api.pasteRefused('pw')}
            disabled={disabled}
            showLabel={t('showPassword')}
            hideLabel={t('hidePassword')}
            rules={api.rules.map(({ rule, state }) => ({
              id: rule,
              label: t(`rules.${rule}`),
              state,
            }))}
          />
        </Field>
        <Field
          label={t('labels.confirm')}
          hint={api.pasted === 'confirm' ? t('copied') : confirmShown.hint}
          error={confirmShown.error}
        >
          <PasswordInput
            name="confirm"
            autoComplete="new-password"
            value={api.values.confirm}
            onChange={(e) => api.change('confirm', e.target.value)}
            blockPaste
            onPasteBlocked={() => api.pasteRefused('confirm')}
            disabled={disabled}
            showLabel={t('showPassword')}
            hideLabel={t('hidePassword')}
          />
        </Field>
        <Field
          label={t('labels.country')}
          error={api.countryMissing ? t('problems.country') : undefined}
        >
          <Select
            name="country"
            autoComplete="country"
            placeholder={t('countryPlaceholder')}
            options={countries}
            value={api.values.country}
            onChange={(e) => api.change('country', e.target.value)}
            disabled={disabled}
          />
        </Field>
        {company ? null : (
          <Field label={t('labels.job')}>
            <Select
              name="job"
              options={jobs}
              value={api.values.job}
              onChange={(e) => api.change('job', e.target.value)}
              disabled={disabled}
            />
          </Field>
        )}
        <Checkbox
          label={t('labels.agreement')}
          checked={api.values.agreement === '1'}
          onChange={(e) => api.change('agreement', e.target.checked ? '1' : '0')}
          disabled={disabled}
        />
        {api.captchaRequired ? (
          <Captcha
            round={api.captchaRound}
            onSolve={api.solveCaptcha}
            onExpire={api.expireCaptcha}
            error={api.captchaProblem ? t(`problems.captcha.${api.captchaProblem}`) : null}
          />
        ) : null}
        <Button type="submit" loading={api.busy} disabled={locked} fullWidth css={submit}>
          {api.busy ? t('submitting') : t('submit')}
        </Button>
      </form>
      <div css={[muted, footer]}>
        <p>
          <SiteLink to={company ? '/member/signup' : '/member/signup/company'} css={link}>
            {t(company ? 'switchToPersonal' : 'switchToCompany')}
          </SiteLink>
        </p>
        <p>
          {t('haveAccount')}{' '}
          <SiteLink to="/member/signin" css={link}>
            {t('signIn')}
          </SiteLink>
        </p>
      </div>
    </AccountLayout>
  )
}

/** The translated sentence for a failure; a refused sign-up keeps the spec's "code - info". */
export function failureText(t: T, failure: SignUpFailure): string {
  if (failure.kind === 'rejected')
    return t('rejected', { detail: `${failure.code} - ${failure.info}` })
  if (failure.reason === 'timeout') return t('unreachable.timeout')
  if (failure.reason === 'network') return t('unreachable.network')
  if (failure.reason === 'invalid-response') return t('unreachable.invalid')
  if (failure.status === 429) return t('unreachable.tooMany')
  return t('unreachable.http', { status: failure.status })
}

const form = css`
  display: grid;
  gap: ${space.lg}px;
`
const pair = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.md}px;
  ${mq.upToSm} {
    grid-template-columns: 1fr;
  }
`
const alertGap = css`
  margin-bottom: ${space.lg}px;
`
const submit = css`
  margin-top: 4px;
  min-height: 50px;
`
const link = css`
  color: ${role.link};
  font-size: ${font.size.md}px;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`
const footer = css`
  margin: 28px 0 0;
  padding-top: 20px;
  border-top: 1px solid ${role.line};
  text-align: center;
  display: grid;
  gap: ${space.sm}px;
  p {
    margin: 0;
  }
`
