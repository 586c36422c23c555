import type { EventFrom, SnapshotFrom } from 'xstate'
import { PASSWORD_RULES, ResetStatus, type PasswordRule } from '../../../contract/index.ts'
import type { RuleState } from '../../../machines/account/passwordChange.ts'
import type {
  PasswordResetContext,
  ResetField,
  passwordResetMachine,
} from '../../../machines/account/passwordReset.ts'

export type ResetStatusName = 'idle' | 'sending' | 'sent' | 'failed'
const STATUS_NAMES: Record<number, ResetStatusName> = {
  [ResetStatus.IDLE]: 'idle',
  [ResetStatus.SENDING]: 'sending',
  [ResetStatus.SENT]: 'sent',
  [ResetStatus.FAILED]: 'failed',
}

/** What the reset pages need from their machine: values, status, flags and the user's intents. */
export interface PasswordResetApi {
  /** Spec 1 §3: 0 idle, 1 sending, 2 sent, -1 failed. */
  status: PasswordResetContext['status']
  statusName: ResetStatusName
  checkingLink: boolean
  choosing: boolean
  busy: boolean
  leaving: boolean
  email: string
  company: boolean
  emailError: PasswordResetContext['emailError']
  id: string
  values: Record<ResetField, string>
  rules: { rule: PasswordRule; state: RuleState }[]
  fieldErrors: PasswordResetContext['fieldErrors']
  pasted: ResetField | null
  failureCode: number | null
  attempt: number
  changeEmail: (value: string) => void
  chooseCompany: (company: boolean) => void
  change: (field: ResetField, value: string) => void
  pasteRefused: (field: ResetField) => void
  altPressed: () => void
  submit: () => void
}

export function connectPasswordReset(
  state: SnapshotFrom<typeof passwordResetMachine>,
  send: (event: EventFrom<typeof passwordResetMachine>) => void,
): PasswordResetApi {
  const c = state.context
  return {
    status: c.status,
    statusName: STATUS_NAMES[c.status] ?? 'idle',
    checkingLink: state.matches('opening') || state.matches('checkingLink'),
    choosing: state.matches('choosing') || state.matches('saving'),
    busy: state.matches('sending') || state.matches('saving'),
    leaving: state.status === 'done',
    email: c.email,
    company: c.company,
    emailError: c.emailError,
    id: c.id,
    values: { password: c.password, confirm: c.confirm },
    rules: PASSWORD_RULES.map((rule) => ({ rule, state: c.ruleStates[rule] })),
    fieldErrors: c.fieldErrors,
    pasted: c.pasted,
    failureCode: c.error ? c.error.status || c.error.code : null,
    attempt: c.attempt,
    changeEmail: (value) => send({ type: 'email.change', value }),
    chooseCompany: (company) => send({ type: 'kind.change', company }),
    change: (field, value) => send({ type: 'field.change', field, value }),
    pasteRefused: (field) => send({ type: 'field.paste', field }),
    altPressed: () => send({ type: 'key.alt' }),
    submit: () => send({ type: 'form.submit' }),
  }
}
