import { assign, fromPromise, setup } from 'xstate'
import {
  MemberCode,
  failedPasswordRules,
  type ResultOnly,
  type SetMemberFieldRequest,
} from '../../contract/index.ts'
import { failureOf, type ApiErrorKind, type ApiFailure } from '../../services/core/apiError.ts'
import { setMemberField } from '../../services/account/member.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'
import { PATHS } from './destinations.ts'
import {
  checkedRules,
  confirmationProblem,
  editedField,
  everyRule,
  isBlank,
  newPasswordProblem,
  RULE_CHECK_DEBOUNCE_MS,
  typingRules,
  type FieldEdit as PasswordFieldEdit,
  type RuleStates,
} from './passwordField.ts'

export {
  CONFIRM_MIN_LENGTH,
  confirmationProblem,
  RULE_CHECK_DEBOUNCE_MS,
  type RuleState,
  type RuleStates,
} from './passwordField.ts'

/**
 * The forced password change (spec 1 §4 step 3, §5): a member whose password still equals the id
 * types the current password, a new one and its confirmation. The new password's rules are the
 * shared policy of the contract, shown as passwordField.ts says (initial, loading, success or
 * fail 500 ms after the last keystroke; 'alt', 'same'); pasting is blocked ('copied').
 * SetMemberField answers -6 (blank or too short) or -1004 (current password wrong).
 * Effects are injected: `navigate`, `sessionChanged`, `reportFailure`.
 */
export type PasswordField = 'current' | 'password' | 'confirm'

/** Why a field is flagged, for the view to translate. */
export type PasswordFieldError =
  'blank' | 'tooShort' | 'mismatch' | 'rules' | 'same' | 'alt' | 'wrongCurrent'
export type PasswordFieldErrors = Record<PasswordField, PasswordFieldError | null>

export type PasswordChangeFailure =
  | { kind: 'rejected'; code: number; info: string }
  | { kind: 'unreachable'; reason: ApiErrorKind; status: number; code: number }

export interface PasswordChangeInput {
  /** The signed-in member's id: the new password must differ from it. */
  id: string
}

export interface PasswordChangeContext {
  id: string
  current: string
  password: string
  confirm: string
  /** The Alt key was used while typing the new password (spec 1 §5 'alt'). */
  altUsed: boolean
  /** The field a paste was refused in, for the 'copied' notice. */
  pasted: PasswordField | null
  ruleStates: RuleStates
  fieldErrors: PasswordFieldErrors
  /** The last answer of SetMemberField; the guards read it here. */
  answer: ResultOnly | null
  /** The last failure of SetMemberField, for the global error pop-up. */
  error: ApiFailure | null
  failure: PasswordChangeFailure | null
  destination: string | null
  /** Counts submissions, so the view can move focus once per outcome. */
  attempt: number
}

export type PasswordChangeEvent =
  | { type: 'field.change'; field: PasswordField; value: string }
  | { type: 'field.paste'; field: PasswordField }
  | { type: 'key.alt' }
  | { type: 'form.submit' }

type FieldEdit = PasswordFieldEdit<PasswordField>

const noFieldErrors: PasswordFieldErrors = { current: null, password: null, confirm: null }

/** The rules the new password breaks, by the shared policy (the id and the current password count as 'same'). */
export const brokenRules = (c: Pick<PasswordChangeContext, 'id' | 'current' | 'password'>) =>
  failedPasswordRules(c.password, { id: c.id, oldPassword: c.current })

const codeOf = (c: PasswordChangeContext): number | null => c.answer?.result.errCode ?? null

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    input: {} as PasswordChangeInput,
    meta: {} as RuleMeta,
  },
  actors: {
    /** POST /api/Member/SetMemberField with modFld pw; the current password goes as oldVal. */
    setPassword: fromPromise<ResultOnly, SetMemberFieldRequest>(({ input }) =>
      setMemberField(input),
    ),
  },
  guards: {
    changesRuleInput: ({ context }, { field, value }: FieldEdit) =>
      field !== 'confirm' && value !== context[field],
    hasBlankField: ({ context }) =>
      isBlank(context.current) || isBlank(context.password) || isBlank(context.confirm),
    breaksPasswordRules: ({ context }) =>
      newPasswordProblem(context.altUsed, brokenRules(context)) !== null,
    isConfirmationWrong: ({ context }) => confirmationProblem(context) !== null,
    isBlankOrTooShort: ({ context }) => codeOf(context) === MemberCode.pwBlankOrShort,
    isCurrentPasswordWrong: ({ context }) => codeOf(context) === MemberCode.pwCurrentMismatch,
    isRefused: ({ context }) => codeOf(context) !== MemberCode.loginOk,
    raisesErrorPopup: ({ context }) => raisesErrorPopup(context.error),
  },
  actions: {
    /** Injected by the view: go to `context.destination` with the router. */
    navigate: () => undefined,
    /** Injected by the view: the session is asked again (it is no longer limited to this page). */
    sessionChanged: () => undefined,
    /** Injected by the view: raises the global error pop-up of spec 1 §8 with `context.error`. */
    reportFailure: () => undefined,
    editField: assign(({ context }, edit: FieldEdit) => editedField(context, edit)),
    notePaste: assign({ pasted: (_, params: { field: PasswordField }) => params.field }),
    noteAlt: assign({ altUsed: true }),
    markRulesLoading: assign({ ruleStates: ({ context }) => typingRules(context.password) }),
    checkRules: assign({
      ruleStates: ({ context }) => checkedRules(context.password, brokenRules(context)),
    }),
    flagBlankFields: assign({
      fieldErrors: ({ context }) => ({
        current: isBlank(context.current) ? 'blank' : null,
        password: isBlank(context.password) ? 'blank' : null,
        confirm: isBlank(context.confirm) ? 'blank' : null,
      }),
      failure: null,
      attempt: ({ context }) => context.attempt + 1,
    }),
    flagPassword: assign({
      fieldErrors: ({ context }) => ({
        ...context.fieldErrors,
        password: newPasswordProblem(context.altUsed, brokenRules(context)) ?? 'rules',
      }),
      failure: null,
      attempt: ({ context }) => context.attempt + 1,
    }),
    flagConfirmation: assign({
      fieldErrors: ({ context }) => ({
        ...context.fieldErrors,
        confirm: confirmationProblem(context),
      }),
      failure: null,
      attempt: ({ context }) => context.attempt + 1,
    }),
    clearErrors: assign({ fieldErrors: noFieldErrors, failure: null, pasted: null }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    keepAnswer: assign({
      answer: (_, params: { answer: ResultOnly }) => params.answer,
      error: null,
    }),
    keepFailure: assign((_, params: { error: unknown }) => {
      const error = failureOf(params.error, 'SetMemberField')
      return {
        answer: null,
        error,
        failure: {
          kind: 'unreachable' as const,
          reason: error.kind,
          status: error.status,
          code: error.code,
        },
      }
    }),
    flagTooShort: assign({
      fieldErrors: ({ context }) => ({ ...context.fieldErrors, password: 'tooShort' as const }),
    }),
    flagWrongCurrent: assign({
      fieldErrors: ({ context }) => ({ ...context.fieldErrors, current: 'wrongCurrent' as const }),
    }),
    keepRejection: assign({
      failure: ({ context }) => ({
        kind: 'rejected' as const,
        code: context.answer?.result.errCode ?? -1,
        info: context.answer?.result.errMsg ?? '',
      }),
    }),
    goHome: assign({ destination: PATHS.home }),
  },
  delays: {
    ruleCheckDelay: RULE_CHECK_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'passwordChange',
  description:
    'The forced password change of a member whose password equals the id (spec 1 §4 step 3, §5).',
  context: ({ input }) => ({
    id: input.id,
    current: '',
    password: '',
    confirm: '',
    altUsed: false,
    pasted: null,
    ruleStates: everyRule('initial'),
    fieldErrors: noFieldErrors,
    answer: null,
    error: null,
    failure: null,
    destination: null,
    attempt: 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The form: current password, new password with its rules, confirmation; problems show next to their field.',
      meta: { rules: ['PASSCHANGE-1', 'PASSCHANGE-6'] },
      initial: 'settled',
      on: {
        'field.change': [
          {
            guard: { type: 'changesRuleInput', params: ({ event }) => event },
            target: '.checking',
            reenter: true,
            actions: [{ type: 'editField', params: ({ event }) => event }, 'markRulesLoading'],
            description:
              'The new password (or the current one it must differ from) changed: the rules wait 500 ms (initial again once it is emptied).',
            meta: { rules: ['PASSCHANGE-1', 'PASSCHANGE-2'] },
          },
          {
            actions: { type: 'editField', params: ({ event }) => event },
            description: 'The confirmation changed, or a field was set to what it held.',
            meta: { rules: ['PASSCHANGE-5'] },
          },
        ],
        'field.paste': {
          actions: { type: 'notePaste', params: ({ event }) => event },
          description: "Pasting is refused; the field says 'copied'.",
          meta: { rules: ['PASSCHANGE-4'] },
        },
        'key.alt': {
          target: '.checking',
          reenter: true,
          actions: ['noteAlt', 'markRulesLoading'],
          description: "The Alt key was used in the new password: it fails with 'alt'.",
          meta: { rules: ['PASSCHANGE-3'] },
        },
        'form.submit': [
          {
            guard: 'hasBlankField',
            actions: ['flagBlankFields', 'checkRules'],
            description: 'A field is blank: each blank field is flagged and nothing is sent.',
            meta: { rules: ['PASSCHANGE-6'] },
          },
          {
            guard: 'breaksPasswordRules',
            actions: ['checkRules', 'flagPassword'],
            description:
              "The new password breaks a rule, equals the id or the current password ('same') or was typed with Alt ('alt'): nothing is sent.",
            meta: { rules: ['PASSCHANGE-1', 'PASSCHANGE-2', 'PASSCHANGE-3', 'PASSCHANGE-6'] },
          },
          {
            guard: 'isConfirmationWrong',
            actions: ['checkRules', 'flagConfirmation'],
            description:
              'The confirmation is shorter than 6 characters or differs from the new password: nothing is sent.',
            meta: { rules: ['PASSCHANGE-5', 'PASSCHANGE-6'] },
          },
          {
            target: 'submitting',
            actions: ['clearErrors', 'countAttempt'],
            description: 'Everything holds: the new password is sent.',
            meta: { rules: ['PASSCHANGE-6'] },
          },
        ],
      },
      states: {
        settled: {
          description:
            'No keystroke has started the 500 ms wait since the form opened or came back.',
          meta: { rules: ['PASSCHANGE-1'] },
        },
        checking: {
          description:
            'A keystroke started the wait: the rules show loading until 500 ms pass without another, then their verdict.',
          meta: { rules: ['PASSCHANGE-1'] },
          after: {
            // No target: once checked, the rules wait here for the next keystroke, which enters
            // this state again (reenter) and with it the 500 ms; 'settled' is only where no
            // keystroke has started the wait since the form opened or came back (as in the reset).
            ruleCheckDelay: {
              actions: 'checkRules',
              description: '500 ms without a keystroke: each rule shows success or fail.',
              meta: { rules: ['PASSCHANGE-1', 'PASSCHANGE-2', 'PASSCHANGE-3'] },
            },
          },
        },
      },
    },
    submitting: {
      description: 'SetMemberField is called with the new password; the button shows progress.',
      meta: { rules: ['PASSCHANGE-7'] },
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => ({
          modFld: 'pw',
          myId: context.id,
          keyVals: { val: context.password, oldVal: context.current },
        }),
        onDone: {
          target: 'answered',
          actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
          description: 'SetMemberField answered; its errCode decides what follows.',
          meta: { rules: ['PASSCHANGE-7', 'PASSCHANGE-8'] },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'SetMemberField failed without an answer the flow knows.',
          meta: { rules: ['PASSCHANGE-9'] },
        },
      },
    },
    answered: {
      description: 'Reading the errCode of the answer (spec 1 §5).',
      meta: { rules: ['PASSCHANGE-7', 'PASSCHANGE-8'] },
      always: [
        {
          guard: 'isBlankOrTooShort',
          target: 'editing.settled',
          actions: 'flagTooShort',
          description: 'errCode -6: the new password is flagged as blank or too short.',
          meta: { rules: ['PASSCHANGE-7'] },
        },
        {
          guard: 'isCurrentPasswordWrong',
          target: 'editing.settled',
          actions: 'flagWrongCurrent',
          description: 'errCode -1004: the current password is flagged as wrong.',
          meta: { rules: ['PASSCHANGE-7'] },
        },
        {
          guard: 'isRefused',
          target: 'editing.settled',
          actions: 'keepRejection',
          description: 'Any other errCode but 0: shown as "code - info".',
          meta: { rules: ['PASSCHANGE-7'] },
        },
        {
          target: 'changed',
          actions: ['sessionChanged', 'goHome'],
          description: 'errCode 0: the password is changed; the session is asked again.',
          meta: { rules: ['PASSCHANGE-8'] },
        },
      ],
    },
    failed: {
      description: 'The call failed: a translated error shows on the form (spec 1 §8).',
      meta: { rules: ['PASSCHANGE-9'] },
      always: [
        {
          guard: 'raisesErrorPopup',
          target: 'editing.settled',
          actions: 'reportFailure',
          description:
            'No answer, a server error or an answer that breaks the contract: also the global error pop-up.',
          meta: { rules: ['PASSCHANGE-9', 'ERRPOP-1'] },
        },
        {
          target: 'editing.settled',
          description: 'A refused request (HTTP 4xx): the error shows on the form only.',
          meta: { rules: ['PASSCHANGE-9'] },
        },
      ],
    },
    changed: {
      description: 'The password is changed: the member goes on to the site (home).',
      meta: { rules: ['PASSCHANGE-8'] },
      type: 'final',
      entry: 'navigate',
    },
  },
})

export type PasswordChangeMachine = typeof passwordChangeMachine
