import type { EventFrom, SnapshotFrom } from 'xstate'
import { PASSWORD_RULES, type PasswordRule } from '../../contract/index.ts'
import type {
  PasswordChangeFailure,
  PasswordField,
  PasswordFieldErrors,
  passwordChangeMachine,
  RuleState,
} from '../../machines/account/passwordChange.ts'

/** What the password-change page needs from its machine: values, per-rule states, flags and the user's intents. */
export interface PasswordChangeApi {
  changed: boolean
  busy: boolean
  values: Record<PasswordField, string>
  rules: { rule: PasswordRule; state: RuleState }[]
  fieldErrors: PasswordFieldErrors
  /** The field a paste was refused in ('copied'). */
  pasted: PasswordField | null
  failure: PasswordChangeFailure | null
  attempt: number
  change: (field: PasswordField, value: string) => void
  pasteRefused: (field: PasswordField) => void
  altPressed: () => void
  submit: () => void
}

export function connectPasswordChange(
  state: SnapshotFrom<typeof passwordChangeMachine>,
  send: (event: EventFrom<typeof passwordChangeMachine>) => void,
): PasswordChangeApi {
  const c = state.context
  return {
    changed: state.matches('changed'),
    busy: state.matches('submitting'),
    values: { current: c.current, password: c.password, confirm: c.confirm },
    rules: PASSWORD_RULES.map((rule) => ({ rule, state: c.ruleStates[rule] })),
    fieldErrors: c.fieldErrors,
    pasted: c.pasted,
    failure: c.failure,
    attempt: c.attempt,
    change: (field, value) => send({ type: 'field.change', field, value }),
    pasteRefused: (field) => send({ type: 'field.paste', field }),
    altPressed: () => send({ type: 'key.alt' }),
    submit: () => send({ type: 'form.submit' }),
  }
}
