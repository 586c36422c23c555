import { assign, fromPromise, setup } from 'xstate'
import {
  MemberCode,
  MemberType,
  failedPasswordRules,
  type EndUserField,
  type InsertMemberRequest,
  type PasswordRule,
  type ResultOnly,
} from '../../contract/index.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import { checkFields, type FieldChecks, type FieldsToCheck } from '../../services/account/signUp.ts'
import { insertMember } from '../../services/account/endUser.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'
import {
  checkedRules,
  confirmationProblem,
  everyRule,
  isBlank,
  newPasswordProblem,
  typingRules,
  RULE_CHECK_DEBOUNCE_MS,
  type ConfirmationProblem,
  type RuleState,
} from '../account/passwordField.ts'
import {
  emailCheckOf,
  fail,
  idCheckOf,
  initial,
  loading,
  success,
  type Check,
  type EmailProblem,
  type IdProblem,
} from '../account/fieldChecks.ts'

/**
 * The end-user ID pop-up's create step (spec 2 §4 step 2, §5 end-user create, §6, §7 InsertMember):
 * a company admin creates an end user of the company. Every field is checked 500 ms after the last
 * keystroke: the name (at most 20, required), the ID (at most 20, upper case typed as lower case,
 * asked of the server with CheckID), the e-mail (CheckEmail), the country, the password by the
 * shared policy and its confirmation. The create button works only with a country, every check
 * passed (the finish flag) and nothing loading; InsertMember then creates the end user, whose id
 * is handed back to the select step. Cancelling hands back nothing.
 * Effects are injected: `reportFailure`.
 */

export type NameProblem = 'blank' | 'forbidden'
export type PasswordProblem = 'blank' | 'rules' | 'same'
/** What the server checks live. */
export type EndUserRemote = 'id' | 'email'

export type EndUserValues = Record<EndUserField, string>

export interface EndUserCreateInput {
  /** The company admin's id: the new end user's company (comId). */
  comId: string
}

export interface EndUserCreateContext {
  comId: string
  values: EndUserValues
  name: Check<NameProblem>
  id: Check<IdProblem>
  email: Check<EmailProblem>
  pwRules: Record<PasswordRule, RuleState>
  password: Check<PasswordProblem>
  confirm: Check<ConfirmationProblem>
  /** Remote checks whose field changed since their last answer. */
  pending: EndUserRemote[]
  answer: ResultOnly | null
  error: ApiFailure | null
  /** An InsertMember refusal no field explains: shown as "code - info". */
  rejection: { code: number; info: string } | null
}

/** What the pop-up hands back: the new end user's id, or null when cancelled. */
export type EndUserCreateOutput = { id: string } | null

export type EndUserCreateEvent =
  | { type: 'field.change'; field: EndUserField; value: string }
  | { type: 'create.submit' }
  | { type: 'create.cancel' }

/** Spec 2 §5: the ID typed in upper case is taken in lower case. */
export const typedValue = (field: EndUserField, value: string) =>
  field === 'id' ? value.toLowerCase() : value

/** The password by the shared policy, not equal to the ID (spec 2 §5 length, letters, special, number). */
export function passwordCheckOf(values: Pick<EndUserValues, 'pw' | 'id'>): {
  rules: Record<PasswordRule, RuleState>
  check: Check<PasswordProblem>
} {
  if (values.pw === '') return { rules: everyRule('initial'), check: initial() }
  const broken = failedPasswordRules(values.pw, { id: values.id.trim() })
  const problem = newPasswordProblem(false, broken)
  return {
    rules: checkedRules(values.pw, broken),
    check: problem === null ? success() : fail(problem === 'same' ? 'same' : 'rules'),
  }
}

/** The confirmation: not blank and equal to the password (spec 2 §5). */
export function confirmCheckOf(values: Pick<EndUserValues, 'pw' | 'pwConfirm'>) {
  if (values.pwConfirm === '') return initial<ConfirmationProblem>()
  const problem = confirmationProblem({ password: values.pw, confirm: values.pwConfirm })
  return problem === null ? success<ConfirmationProblem>() : fail(problem)
}

const remoteOf = (field: EndUserField): EndUserRemote | null =>
  field === 'id' || field === 'email' ? field : null
/** The changed remote fields worth asking about: the blank ones are not. */
const askable = (c: Pick<EndUserCreateContext, 'values' | 'pending'>): EndUserRemote[] =>
  c.pending.filter((f) => !isBlank(c.values[f]))

/** The finish flag: every field checked and passed (a field still waiting for the server is loading). */
export const isFinished = (c: EndUserCreateContext) =>
  c.name.state === 'success' &&
  c.id.state === 'success' &&
  c.email.state === 'success' &&
  c.password.state === 'success' &&
  c.confirm.state === 'success'

/** What InsertMember is sent (spec 2 §7): the end user's type (5) and agreement 2, the admin's company. */
export const insertRequestOf = (c: EndUserCreateContext): InsertMemberRequest => ({
  id: c.values.id.trim(),
  pw: c.values.pw,
  email: c.values.email.trim(),
  name: c.values.name.trim().replace(/\s+/g, ' '),
  comId: c.comId,
  memberType: MemberType.END_USER,
  country: c.values.country,
  agreement: 2,
})

const ID_CODES: readonly number[] = [
  MemberCode.idInvalid,
  MemberCode.idUsed,
  MemberCode.idCvfIntegrated,
  MemberCode.idDeleted,
  MemberCode.idBad,
]
const EMAIL_CODES: readonly number[] = [MemberCode.emailInvalid, MemberCode.emailUsed]

export const endUserCreateMachine = setup({
  types: {
    context: {} as EndUserCreateContext,
    events: {} as EndUserCreateEvent,
    input: {} as EndUserCreateInput,
    output: {} as EndUserCreateOutput,
    meta: {} as RuleMeta,
  },
  actors: {
    /** GET CheckID and CheckEmail for the fields that changed, together. */
    checkFields: fromPromise<FieldChecks, FieldsToCheck>(({ input }) => checkFields(input)),
    /** POST /api/Member/InsertMember. */
    insertMember: fromPromise<ResultOnly, InsertMemberRequest>(({ input }) => insertMember(input)),
  },
  guards: {
    isChanged: ({ context }, params: { field: EndUserField; value: string }) =>
      typedValue(params.field, params.value) !== context.values[params.field],
    hasChecksToAsk: ({ context }) => askable(context).length > 0,
    /** No field waits for the server's check: its answer or its failure was kept. */
    hasNoCheckPending: ({ context }) => context.pending.length === 0,
    canCreate: ({ context }) => isFinished(context) && !isBlank(context.values.country),
    isCreated: (_, params: { code: number }) => params.code === 0,
    isIdRefused: (_, params: { code: number }) => ID_CODES.includes(params.code),
    isEmailRefused: (_, params: { code: number }) => EMAIL_CODES.includes(params.code),
    isNameForbidden: (_, params: { code: number }) => params.code === MemberCode.nameForbidden,
    // Whether the pop-up is raised does not depend on the API's name.
    raisesErrorPopup: (_, params: { error: unknown }) => raisesErrorPopup(failureOf(params.error)),
  },
  actions: {
    /** Injected by the view: the global error pop-up of spec 1 §8 with `context.error`. */
    reportFailure: () => undefined,
    editField: assign(({ context }, params: { field: EndUserField; value: string }) => {
      const { field } = params
      const remote = remoteOf(field)
      const values = { ...context.values, [field]: typedValue(field, params.value) }
      const touchesPassword = field === 'pw' || (field === 'id' && values.pw !== '')
      const touchesConfirm = field === 'pwConfirm' || (field === 'pw' && values.pwConfirm !== '')
      return {
        values,
        rejection: null,
        error: null,
        pending:
          remote === null || context.pending.includes(remote)
            ? context.pending
            : [...context.pending, remote],
        ...(remote ? { [remote]: loading() } : {}),
        ...(field === 'name' ? { name: loading<NameProblem>() } : {}),
        ...(touchesPassword
          ? { password: loading<PasswordProblem>(), pwRules: typingRules(values.pw) }
          : {}),
        ...(touchesConfirm ? { confirm: loading<ConfirmationProblem>() } : {}),
      }
    }),
    /** 500 ms passed: the name, the password and its confirmation are decided here. */
    checkLocally: assign(({ context }) => {
      const { rules, check } = passwordCheckOf(context.values)
      const pending = askable(context)
      const blankNow = (f: EndUserRemote) => context.pending.includes(f) && !pending.includes(f)
      return {
        name:
          context.name.state === 'loading'
            ? isBlank(context.values.name)
              ? fail<NameProblem>('blank')
              : success<NameProblem>()
            : context.name,
        pwRules: rules,
        password: check,
        confirm: confirmCheckOf(context.values),
        pending,
        ...(blankNow('id') ? { id: fail<IdProblem>('blank') } : {}),
        ...(blankNow('email') ? { email: fail<EmailProblem>('blank') } : {}),
      }
    }),
    keepChecks: assign(({ context }, params: { checks: FieldChecks }) => {
      const { checks } = params
      return {
        pending: [],
        // Only the fields that were asked about take an answer.
        ...(checks.id && context.pending.includes('id')
          ? { id: idCheckOf(checks.id.result.errCode, context.values.id) }
          : {}),
        ...(checks.email && context.pending.includes('email')
          ? { email: emailCheckOf(checks.email) }
          : {}),
      }
    }),
    markUnchecked: assign(({ context }) => ({
      pending: [],
      ...(context.pending.includes('id') ? { id: fail<IdProblem>('unchecked') } : {}),
      ...(context.pending.includes('email') ? { email: fail<EmailProblem>('unchecked') } : {}),
    })),
    startAttempt: assign({ rejection: null, error: null }),
    keepAnswer: assign({
      answer: (_, params: { answer: ResultOnly }) => params.answer,
      error: null,
    }),
    keepFailure: assign({
      error: (_, params: { error: unknown }) => failureOf(params.error, 'InsertMember'),
    }),
    flagId: assign({
      id: ({ context }, params: { code: number }) => idCheckOf(params.code, context.values.id),
    }),
    flagEmail: assign({
      email: (_, params: { code: number }) => emailCheckOf({ result: { errCode: params.code } }),
    }),
    flagName: assign({ name: () => fail<NameProblem>('forbidden') }),
    keepRejection: assign({
      rejection: (_, params: { code: number; info: string }) => params,
    }),
  },
  delays: {
    checkDelay: RULE_CHECK_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'endUserCreate',
  description:
    "The end-user ID pop-up's create step: a company admin creates an end user of the company, every field checked as typed; the new ID goes back to the select step (spec 2 §4, §5, §7).",
  context: ({ input }) => ({
    comId: input.comId,
    values: { name: '', id: '', email: '', country: '', pw: '', pwConfirm: '' },
    name: initial(),
    id: initial(),
    email: initial(),
    pwRules: everyRule('initial'),
    password: initial(),
    confirm: initial(),
    pending: [],
    answer: null,
    error: null,
    rejection: null,
  }),
  output: ({ context }) =>
    context.answer?.result.errCode === 0 ? { id: context.values.id.trim() } : null,
  initial: 'editing',
  states: {
    editing: {
      description:
        'The create form: name, ID, e-mail, country, password and confirmation, each showing its check (initial, loading, success, fail).',
      meta: { rules: ['ENDUSER-2', 'ENDUSER-3', 'ENDUSER-4'] },
      initial: 'settled',
      on: {
        'field.change': {
          guard: { type: 'isChanged', params: ({ event }) => event },
          target: '.waiting',
          reenter: true,
          actions: { type: 'editField', params: ({ event }) => event },
          description:
            'A field changed (an upper-case ID is taken in lower case): its check shows loading until 500 ms pass without a keystroke.',
          meta: { rules: ['ENDUSER-2'] },
        },
        'create.cancel': {
          target: 'cancelled',
          description: 'Cancel: the pop-up goes back to its select step (1) with nothing created.',
          meta: { rules: ['ENDUSER-1'] },
        },
      },
      states: {
        settled: {
          description:
            'Every check shows its outcome; the create button is active only with a country, every check passed and nothing loading.',
          meta: { rules: ['ENDUSER-4'] },
          on: {
            'create.submit': {
              guard: 'canCreate',
              target: '#endUserCreate.creating',
              actions: 'startAttempt',
              description:
                'A country, the finish flag and nothing loading: InsertMember creates the end user.',
              meta: { rules: ['ENDUSER-4', 'ENDUSER-5'] },
            },
          },
        },
        waiting: {
          description: 'The changed checks show loading until 500 ms pass without a keystroke.',
          meta: { rules: ['ENDUSER-2'] },
          after: {
            checkDelay: [
              {
                guard: 'hasChecksToAsk',
                target: 'checking',
                actions: 'checkLocally',
                description:
                  '500 ms without a keystroke: the name, password and confirmation are decided here; a changed ID or e-mail is asked of the server.',
                meta: { rules: ['ENDUSER-2', 'ENDUSER-3'] },
              },
              {
                target: 'settled',
                actions: 'checkLocally',
                description:
                  '500 ms without a keystroke: the name, password and confirmation are decided here; a blank ID or e-mail fails as blank.',
                meta: { rules: ['ENDUSER-2', 'ENDUSER-3'] },
              },
            ],
          },
        },
        checking: {
          description: 'CheckID and CheckEmail answer for the fields that changed.',
          meta: { rules: ['ENDUSER-3'] },
          invoke: {
            id: 'checkFields',
            src: 'checkFields',
            input: ({ context }) => ({
              ...(context.pending.includes('id') ? { id: context.values.id.trim() } : {}),
              ...(context.pending.includes('email') ? { email: context.values.email.trim() } : {}),
            }),
            // Answered or failed, the fields asked are no longer pending: `always` settles the form,
            // one way out of `checking` whichever the outcome.
            onDone: {
              actions: { type: 'keepChecks', params: ({ event }) => ({ checks: event.output }) },
              description:
                "The server's codes decide: the ID invalid, already used or not allowed; the e-mail invalid or already used.",
              meta: { rules: ['ENDUSER-3'] },
            },
            onError: {
              actions: 'markUnchecked',
              description:
                'A check could not be made: its field fails as unchecked and is asked again at its next change.',
              meta: { rules: ['ENDUSER-3'] },
            },
          },
          always: {
            guard: 'hasNoCheckPending',
            target: 'settled',
            description: 'The checks asked have answered or failed: every check shows its outcome.',
            meta: { rules: ['ENDUSER-3'] },
          },
        },
      },
    },
    creating: {
      description: 'InsertMember is called; the create button shows progress.',
      meta: { rules: ['ENDUSER-5'] },
      invoke: {
        id: 'insertMember',
        src: 'insertMember',
        input: ({ context }) => insertRequestOf(context),
        onDone: [
          {
            guard: {
              type: 'isCreated',
              params: ({ event }) => ({ code: event.output.result.errCode }),
            },
            target: 'created',
            actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
            description:
              'errCode 0: the end user exists; the pop-up goes back to select (1) with it.',
            meta: { rules: ['ENDUSER-1', 'ENDUSER-5'] },
          },
          {
            guard: {
              type: 'isIdRefused',
              params: ({ event }) => ({ code: event.output.result.errCode }),
            },
            target: 'editing',
            actions: {
              type: 'flagId',
              params: ({ event }) => ({ code: event.output.result.errCode }),
            },
            description: 'errCode -2, -80, -82, -83 or -1000: the ID is flagged with its reason.',
            meta: { rules: ['ENDUSER-6'] },
          },
          {
            guard: {
              type: 'isEmailRefused',
              params: ({ event }) => ({ code: event.output.result.errCode }),
            },
            target: 'editing',
            actions: {
              type: 'flagEmail',
              params: ({ event }) => ({ code: event.output.result.errCode }),
            },
            description: 'errCode -4 or -5: the e-mail is flagged with its reason.',
            meta: { rules: ['ENDUSER-6'] },
          },
          {
            guard: {
              type: 'isNameForbidden',
              params: ({ event }) => ({ code: event.output.result.errCode }),
            },
            target: 'editing',
            actions: 'flagName',
            description: 'errCode -1001: the name holds a forbidden word; it is flagged.',
            meta: { rules: ['ENDUSER-6'] },
          },
          {
            target: 'editing',
            actions: {
              type: 'keepRejection',
              params: ({ event }) => ({
                code: event.output.result.errCode,
                info: event.output.result.errMsg,
              }),
            },
            description: 'Any other errCode: shown as "code - info" on the form; nothing is lost.',
            meta: { rules: ['ENDUSER-6'] },
          },
        ],
        onError: [
          {
            guard: { type: 'raisesErrorPopup', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: [
              { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
              'reportFailure',
            ],
            description:
              'No answer or a server error: the global error pop-up; the form keeps every value.',
            meta: { rules: ['ENDUSER-6', 'ERRPOP-1'] },
          },
          {
            target: 'editing',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            description: 'A refused request (HTTP 4xx): the error shows on the form only.',
            meta: { rules: ['ENDUSER-6'] },
          },
        ],
      },
    },
    created: {
      description: 'Created: the new ID goes back to the select step (1), chosen.',
      meta: { rules: ['ENDUSER-1'] },
      type: 'final',
    },
    cancelled: {
      description: 'Cancelled: back to the select step (1), nothing created.',
      meta: { rules: ['ENDUSER-1'] },
      type: 'final',
    },
  },
})

export type EndUserCreateMachine = typeof endUserCreateMachine
