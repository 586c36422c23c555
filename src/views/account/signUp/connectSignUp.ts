import type { EventFrom, SnapshotFrom } from 'xstate'
import { PASSWORD_RULES, type PasswordRule } from '../../../contract/index.ts'
import type {
  CaptchaProblem,
  Check,
  ConfirmProblem,
  EmailProblem,
  IdProblem,
  NameProblem,
  PasswordProblem,
  RuleState,
  SignUpFailure,
  SignUpField,
  SignUpKind,
  SignUpValues,
  signUpMachine,
} from '../../../machines/account/signUp.ts'

/** What the sign-up page needs from its machine: values, each check, the captcha and the user's intents. */
export interface SignUpApi {
  kind: SignUpKind
  busy: boolean
  leaving: boolean
  values: SignUpValues
  checks: {
    id: Check<IdProblem>
    email: Check<EmailProblem>
    name: Check<NameProblem>
    password: Check<PasswordProblem>
    confirm: Check<ConfirmProblem>
  }
  rules: { rule: PasswordRule; state: RuleState }[]
  countryMissing: boolean
  pasted: 'pw' | 'confirm' | null
  captchaRequired: boolean
  captchaSolved: boolean
  captchaProblem: CaptchaProblem | null
  captchaRound: number
  failure: SignUpFailure | null
  attempt: number
  change: (field: SignUpField, value: string) => void
  pasteRefused: (field: 'pw' | 'confirm') => void
  altPressed: () => void
  solveCaptcha: (payload: string) => void
  expireCaptcha: () => void
  submit: () => void
}

export function connectSignUp(
  state: SnapshotFrom<typeof signUpMachine>,
  send: (event: EventFrom<typeof signUpMachine>) => void,
): SignUpApi {
  const c = state.context
  return {
    kind: c.kind,
    busy: state.matches('submitting') || state.matches('answered'),
    leaving: state.matches('joined'),
    values: c.values,
    checks: { id: c.id, email: c.email, name: c.name, password: c.password, confirm: c.confirm },
    rules: PASSWORD_RULES.map((rule) => ({ rule, state: c.pwRules[rule] })),
    countryMissing: c.countryMissing,
    pasted: c.pasted,
    captchaRequired: c.captchaRequired,
    captchaSolved: c.captcha !== '',
    captchaProblem: c.captchaProblem,
    captchaRound: c.captchaRound,
    failure: c.failure,
    attempt: c.attempt,
    change: (field, value) => send({ type: 'field.change', field, value }),
    pasteRefused: (field) => send({ type: 'field.paste', field }),
    altPressed: () => send({ type: 'key.alt' }),
    solveCaptcha: (payload) => send({ type: 'captcha.solve', payload }),
    expireCaptcha: () => send({ type: 'captcha.expire' }),
    submit: () => send({ type: 'form.submit' }),
  }
}
