import type { EventFrom, SnapshotFrom } from 'xstate'
import { PASSWORD_RULES, type EndUserField, type PasswordRule } from '../../contract/index.ts'
import type { ApiErrorKind } from '../../services/core/apiError.ts'
import {
  type EndUserCreateContext,
  type EndUserCreateOutput,
  type EndUserValues,
  type endUserCreateMachine,
} from '../../machines/commerce/endUserCreate.ts'
import type { RuleState } from '../../machines/account/passwordField.ts'

/** A field's check as the form shows it: its state and, when it failed, why. */
export interface FieldCheck {
  state: RuleState
  problem: string | null
}

/** What the create step of the end-user ID pop-up shows and the intents it sends (spec 2 §4, §5). */
export interface EndUserCreateApi {
  values: EndUserValues
  checks: Record<Exclude<EndUserField, 'country'>, FieldCheck>
  rules: { rule: PasswordRule; state: RuleState }[]
  /** The create button works: a country, every check passed, nothing loading (spec 2 §4). */
  canCreate: boolean
  creating: boolean
  /** InsertMember's refusal that no field explains, as "code - info". */
  rejection: { code: number; info: string } | null
  /** Why InsertMember could not answer (a 4xx or no answer); the form keeps every value. */
  failure: { kind: ApiErrorKind; status: number } | null
  /** Once the step is over: the new end user's id, or null when cancelled; undefined before. */
  outcome: EndUserCreateOutput | undefined
  change: (field: EndUserField, value: string) => void
  create: () => void
  cancel: () => void
}

const checkOf = (c: { state: RuleState; problem: string | null }): FieldCheck => ({
  state: c.state,
  problem: c.problem,
})

export function connectEndUserCreate(
  state: SnapshotFrom<typeof endUserCreateMachine>,
  send: (event: EventFrom<typeof endUserCreateMachine>) => void,
): EndUserCreateApi {
  const c: EndUserCreateContext = state.context
  return {
    values: c.values,
    checks: {
      name: checkOf(c.name),
      id: checkOf(c.id),
      email: checkOf(c.email),
      pw: checkOf(c.password),
      pwConfirm: checkOf(c.confirm),
    },
    rules: PASSWORD_RULES.map((rule) => ({ rule, state: c.pwRules[rule] })),
    canCreate: state.can({ type: 'create.submit' }),
    creating: state.matches('creating'),
    rejection: c.rejection,
    failure: c.error ? { kind: c.error.kind, status: c.error.status } : null,
    outcome: state.status === 'done' ? state.output : undefined,
    change: (field, value) => send({ type: 'field.change', field, value }),
    create: () => send({ type: 'create.submit' }),
    cancel: () => send({ type: 'create.cancel' }),
  }
}
