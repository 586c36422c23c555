import { assign, fromPromise, setup } from 'xstate'
import {
  LinkCode,
  MemberCode,
  ResetStatus,
  failedPasswordRules,
  hasAtSign,
  type CheckVaildPwMailResponse,
  type ResultOnly,
} from '../../contract/index.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import { checkVaildPwMail, sendResetPwMail, setPw } from '../../services/account/mail.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'
import {
  checkedRules,
  confirmationProblem,
  editedField,
  everyRule,
  isBlank,
  newPasswordProblem,
  RULE_CHECK_DEBOUNCE_MS,
  typingRules,
  type FieldEdit,
  type RuleStates,
} from './passwordField.ts'

/**
 * Password reset by e-mail (spec 1 §3, §4, §5, §8; issue 11). Without a link: /member/resetpw
 * asks for the e-mail (it must contain @, else 'email blank value'), status 0 idle, 1 sending,
 * 2 sent, -1 failed; SendResetPwMail (or SendResetCompanyPwMail) -82 gives status noneUser, any
 * other failure goes to /member/unablepw, success to /member/submitted. With the link's token
 * (/member/identify): CheckVaildPwMail, then the new password under the rules of §5 and SetPw;
 * a used or expired link goes to /member/expired; success to /member/complete?t=r.
 * Effects are injected: `navigate`, `reportFailure`.
 */
export const RESET_PATHS = {
  submitted: '/member/submitted',
  unable: '/member/unablepw',
  expired: '/member/expired',
  complete: '/member/complete?t=r',
} as const

export type ResetField = 'password' | 'confirm'
export type ResetFieldError = 'blank' | 'tooShort' | 'mismatch' | 'rules' | 'same' | 'alt'

export interface PasswordResetInput {
  /** The token of the link, or null on /member/resetpw. */
  token: string | null
  /** Whether the company form (SendResetCompanyPwMail) is chosen first. */
  company?: boolean
}

export interface PasswordResetContext {
  token: string | null
  company: boolean
  email: string
  /** Spec 1 §3: 0 idle, 1 sending, 2 sent, -1 failed. */
  status: ResetStatus
  /** 'email blank value' (no @), or 'noneUser' (-82). */
  emailError: 'blankValue' | 'noneUser' | null
  /** The account of the link (the new password must differ from it). */
  id: string
  password: string
  confirm: string
  altUsed: boolean
  pasted: ResetField | null
  ruleStates: RuleStates
  fieldErrors: Record<ResetField, ResetFieldError | null>
  answer: ResultOnly | null
  linkAnswer: CheckVaildPwMailResponse | null
  error: ApiFailure | null
  destination: string | null
  attempt: number
}

export type PasswordResetEvent =
  | { type: 'email.change'; value: string }
  | { type: 'kind.change'; company: boolean }
  | { type: 'field.change'; field: ResetField; value: string }
  | { type: 'field.paste'; field: ResetField }
  | { type: 'key.alt' }
  | { type: 'form.submit' }

type ResetStatus = (typeof ResetStatus)[keyof typeof ResetStatus]

const noFieldErrors = { password: null, confirm: null }

export const brokenResetRules = (c: Pick<PasswordResetContext, 'id' | 'password'>) =>
  failedPasswordRules(c.password, { id: c.id })

/** What is wrong with the confirmation, if anything (spec 1 §5). */
export const resetConfirmationProblem: (
  c: Pick<PasswordResetContext, 'password' | 'confirm'>,
) => ResetFieldError | null = confirmationProblem

// Stryker disable next-line OptionalChaining: read only in requestAnswered and saveAnswered, entered once keepAnswer kept the answer
const codeOf = (c: PasswordResetContext) => c.answer?.result.errCode ?? null

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
    meta: {} as RuleMeta,
  },
  actors: {
    /** POST SendResetPwMail, or SendResetCompanyPwMail for a company account. */
    sendResetMail: fromPromise<ResultOnly, { email: string; company: boolean }>(({ input }) =>
      sendResetPwMail(input),
    ),
    /** POST CheckVaildPwMail: whether the link can still be used, and for which id. */
    checkLink: fromPromise<CheckVaildPwMailResponse, { verifyToken: string }>(({ input }) =>
      checkVaildPwMail(input),
    ),
    /** POST SetPw: the new password, with the link's token, once. */
    setPassword: fromPromise<ResultOnly, { verifyToken: string; id: string; pw: string }>(
      ({ input }) => setPw(input),
    ),
  },
  guards: {
    hasLink: ({ context }) => context.token !== null,
    lacksAtSign: ({ context }) => !hasAtSign(context.email),
    isSent: ({ context }) => codeOf(context) === 0,
    isNoneUser: ({ context }) => codeOf(context) === MemberCode.resetNoUser,
    // Stryker disable next-line OptionalChaining: asked only in linkAnswered, entered once keepLinkAnswer kept the answer
    isLinkUsable: ({ context }) => context.linkAnswer?.result.errCode === LinkCode.ok,
    changesPassword: ({ context }, { field, value }: FieldEdit<ResetField>) =>
      field === 'password' && value !== context.password,
    hasBlankField: ({ context }) => isBlank(context.password) || isBlank(context.confirm),
    breaksPasswordRules: ({ context }) =>
      newPasswordProblem(context.altUsed, brokenResetRules(context)) !== null,
    isConfirmationWrong: ({ context }) => resetConfirmationProblem(context) !== null,
    isPasswordRefused: ({ context }) => codeOf(context) === MemberCode.pwBlankOrShort,
    isPasswordSet: ({ context }) => codeOf(context) === 0,
    failureRaisesErrorPopup: (_, params: { error: unknown }) =>
      raisesErrorPopup(failureOf(params.error)),
    raisesErrorPopup: ({ context }) => {
      // Stryker disable next-line ConditionalExpression,BooleanLiteral: asked only in saveFailed, entered once keepFailure kept the error
      if (context.error === null) return false
      return raisesErrorPopup(context.error)
    },
  },
  actions: {
    navigate: () => undefined,
    reportFailure: () => undefined,
    editEmail: assign({
      email: (_, params: { value: string }) => params.value,
      emailError: null,
    }),
    chooseKind: assign({
      company: (_, params: { company: boolean }) => params.company,
      emailError: null,
    }),
    flagEmailBlankValue: assign({
      emailError: 'blankValue' as const,
      attempt: ({ context }) => context.attempt + 1,
    }),
    markSending: assign({
      status: ResetStatus.SENDING,
      emailError: null,
      error: null,
      attempt: ({ context }) => context.attempt + 1,
    }),
    keepAnswer: assign({
      answer: (_, params: { answer: ResultOnly }) => params.answer,
      error: null,
    }),
    keepLinkAnswer: assign({
      linkAnswer: (_, params: { answer: CheckVaildPwMailResponse }) => params.answer,
      id: (_, params: { answer: CheckVaildPwMailResponse }) => params.answer.id,
    }),
    keepFailure: assign({
      error: (_, params: { error: unknown; api: string }) => failureOf(params.error, params.api),
      answer: null,
    }),
    markNoneUser: assign({ status: ResetStatus.IDLE, emailError: 'noneUser' as const }),
    markSent: assign({ status: ResetStatus.SENT, destination: RESET_PATHS.submitted }),
    markFailed: assign({ status: ResetStatus.FAILED, destination: RESET_PATHS.unable }),
    goToExpired: assign({ destination: RESET_PATHS.expired }),
    goToComplete: assign({ destination: RESET_PATHS.complete }),
    editField: assign(({ context }, edit: FieldEdit<ResetField>) => editedField(context, edit)),
    notePaste: assign({ pasted: (_, params: { field: ResetField }) => params.field }),
    noteAlt: assign({ altUsed: true }),
    markRulesLoading: assign({ ruleStates: ({ context }) => typingRules(context.password) }),
    checkRules: assign({
      ruleStates: ({ context }) => checkedRules(context.password, brokenResetRules(context)),
    }),
    flagBlankFields: assign({
      fieldErrors: ({ context }) => ({
        password: isBlank(context.password) ? ('blank' as const) : null,
        confirm: isBlank(context.confirm) ? ('blank' as const) : null,
      }),
      error: null,
      attempt: ({ context }) => context.attempt + 1,
    }),
    flagPassword: assign({
      fieldErrors: ({ context }) => ({
        ...context.fieldErrors,
        // Run only where breaksPasswordRules found a problem: never null here.
        password: newPasswordProblem(context.altUsed, brokenResetRules(context)),
      }),
      error: null,
      attempt: ({ context }) => context.attempt + 1,
    }),
    flagRefusedPassword: assign({
      fieldErrors: ({ context }) => ({ ...context.fieldErrors, password: 'rules' as const }),
    }),
    flagConfirmation: assign({
      fieldErrors: ({ context }) => ({
        ...context.fieldErrors,
        confirm: resetConfirmationProblem(context),
      }),
      error: null,
      attempt: ({ context }) => context.attempt + 1,
    }),
    startSaving: assign({
      fieldErrors: noFieldErrors,
      error: null,
      pasted: null,
      attempt: ({ context }) => context.attempt + 1,
    }),
  },
  delays: {
    ruleCheckDelay: RULE_CHECK_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'passwordReset',
  description:
    'Password reset by e-mail: the request on /member/resetpw, then the link and the new password (spec 1 §3, §4, §5, §8).',
  context: ({ input }) => ({
    token: input.token,
    company: input.company ?? false,
    email: '',
    status: ResetStatus.IDLE,
    emailError: null,
    // Stryker disable next-line StringLiteral: read only once keepLinkAnswer set it from the link's answer
    id: '',
    password: '',
    confirm: '',
    altUsed: false,
    pasted: null,
    ruleStates: everyRule('initial'),
    fieldErrors: noFieldErrors,
    answer: null,
    linkAnswer: null,
    error: null,
    destination: null,
    attempt: 0,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Which page: the request form, or the link of the e-mail.',
      meta: { rules: ['RESET-1', 'RESET-5'] },
      always: [
        {
          guard: 'hasLink',
          target: 'checkingLink',
          description: 'The page was opened from the link of the e-mail.',
          meta: { rules: ['RESET-5'] },
        },
        {
          target: 'requesting',
          description: '/member/resetpw: the e-mail is asked for (status 0, idle).',
          meta: { rules: ['RESET-1'] },
        },
      ],
    },
    requesting: {
      description: 'The e-mail field and the personal/company choice; status 0 (idle).',
      meta: { rules: ['RESET-1', 'RESET-2', 'RESET-3'] },
      on: {
        'email.change': {
          actions: { type: 'editEmail', params: ({ event }) => event },
          description: 'The e-mail is typed.',
          meta: { rules: ['RESET-1'] },
        },
        'kind.change': {
          actions: { type: 'chooseKind', params: ({ event }) => event },
          description: 'A personal or a company account is chosen.',
          meta: { rules: ['RESET-1'] },
        },
        'form.submit': [
          {
            guard: 'lacksAtSign',
            actions: 'flagEmailBlankValue',
            description: "The e-mail has no @: it fails with 'email blank value'; nothing is sent.",
            meta: { rules: ['RESET-2'] },
          },
          {
            target: 'sending',
            actions: 'markSending',
            description: 'The e-mail holds an @: the reset mail is requested (status 1, sending).',
            meta: { rules: ['RESET-1'] },
          },
        ],
      },
    },
    sending: {
      description: 'SendResetPwMail or SendResetCompanyPwMail runs; status 1 (sending).',
      meta: { rules: ['RESET-1'] },
      invoke: {
        id: 'sendResetMail',
        src: 'sendResetMail',
        input: ({ context }) => ({ email: context.email.trim(), company: context.company }),
        onDone: {
          target: 'requestAnswered',
          actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
          description: 'The server answered; its errCode decides.',
          meta: { rules: ['RESET-1', 'RESET-3', 'RESET-4'] },
        },
        onError: [
          {
            guard: {
              type: 'failureRaisesErrorPopup',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'unable',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, api: 'SendResetPwMail' }),
              },
              'markFailed',
              'reportFailure',
            ],
            description:
              'No answer or a server error: status -1, /member/unablepw, and the global error pop-up.',
            meta: { rules: ['RESET-4', 'ERRPOP-1'] },
          },
          {
            target: 'unable',
            actions: 'markFailed',
            description: 'A refused request (HTTP 4xx): status -1, /member/unablepw.',
            meta: { rules: ['RESET-4'] },
          },
        ],
      },
    },
    requestAnswered: {
      description: 'Reading the errCode of the request (spec 1 §4, §8).',
      meta: { rules: ['RESET-3', 'RESET-4'] },
      always: [
        {
          guard: 'isSent',
          target: 'sent',
          actions: 'markSent',
          description: 'errCode 0: the mail is sent (status 2); /member/submitted says so.',
          meta: { rules: ['RESET-1'] },
        },
        {
          guard: 'isNoneUser',
          target: 'requesting',
          actions: 'markNoneUser',
          description: 'errCode -82: no such user (status noneUser); the form stays.',
          meta: { rules: ['RESET-3'] },
        },
        {
          target: 'unable',
          actions: 'markFailed',
          description: 'Any other errCode: status -1, /member/unablepw.',
          meta: { rules: ['RESET-4'] },
        },
      ],
    },
    sent: {
      description: 'Status 2 (sent): /member/submitted tells the user to open the e-mail.',
      meta: { rules: ['RESET-1'] },
      // Stryker disable next-line StringLiteral: a state left only by navigating away on entry; ending the actor shows nothing more
      type: 'final',
      entry: 'navigate',
    },
    unable: {
      description: 'Status -1 (failed): /member/unablepw.',
      meta: { rules: ['RESET-4'] },
      // Stryker disable next-line StringLiteral: a state left only by navigating away on entry; ending the actor shows nothing more
      type: 'final',
      entry: 'navigate',
    },
    checkingLink: {
      description: 'CheckVaildPwMail: is the link unused and unexpired?',
      meta: { rules: ['RESET-5'] },
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        // Stryker disable next-line StringLiteral: checkingLink is entered only when hasLink found a token
        input: ({ context }) => ({ verifyToken: context.token ?? '' }),
        onDone: {
          target: 'linkAnswered',
          actions: { type: 'keepLinkAnswer', params: ({ event }) => ({ answer: event.output }) },
          description: 'The server answered about the link.',
          meta: { rules: ['RESET-5'] },
        },
        onError: {
          target: 'unable',
          actions: [
            {
              type: 'keepFailure',
              params: ({ event }) => ({ error: event.error, api: 'CheckVaildPwMail' }),
            },
            'markFailed',
            'reportFailure',
          ],
          description: 'The check failed: /member/unablepw, and the global error pop-up.',
          meta: { rules: ['RESET-4', 'ERRPOP-1'] },
        },
      },
    },
    linkAnswered: {
      description: 'Reading the answer of CheckVaildPwMail.',
      meta: { rules: ['RESET-5', 'RESET-7'] },
      always: [
        {
          guard: 'isLinkUsable',
          target: 'choosing',
          description: 'The link works: the new-password form opens.',
          meta: { rules: ['RESET-5'] },
        },
        {
          target: 'expired',
          actions: 'goToExpired',
          description: 'The link is used or expired: /member/expired.',
          meta: { rules: ['RESET-7'] },
        },
      ],
    },
    choosing: {
      description: 'The new password and its confirmation, under the rules of spec 1 §5.',
      meta: { rules: ['RESET-6'] },
      initial: 'settled',
      on: {
        'field.change': [
          {
            guard: { type: 'changesPassword', params: ({ event }) => event },
            target: '.checking',
            reenter: true,
            actions: [{ type: 'editField', params: ({ event }) => event }, 'markRulesLoading'],
            description:
              'The new password changed: the rules wait 500 ms (initial again once it is emptied).',
            meta: { rules: ['RESET-6'] },
          },
          {
            actions: { type: 'editField', params: ({ event }) => event },
            description: 'The confirmation changed, or the password was set to what it held.',
            meta: { rules: ['RESET-6'] },
          },
        ],
        'field.paste': {
          actions: { type: 'notePaste', params: ({ event }) => event },
          description: "Pasting is refused; the field says 'copied'.",
          meta: { rules: ['RESET-6'] },
        },
        'key.alt': {
          target: '.checking',
          reenter: true,
          actions: ['noteAlt', 'markRulesLoading'],
          description: "The Alt key was used in the new password: it fails with 'alt'.",
          meta: { rules: ['RESET-6'] },
        },
        'form.submit': [
          // A refused submit stays where it is: within the 500 ms the rules show their verdict at
          // once and the wait goes on (it checks them again), as in the forced password change.
          {
            guard: 'hasBlankField',
            actions: ['flagBlankFields', 'checkRules'],
            description: 'A field is blank: it is flagged and nothing is sent.',
            meta: { rules: ['RESET-6'] },
          },
          {
            guard: 'breaksPasswordRules',
            actions: ['checkRules', 'flagPassword'],
            description:
              "The new password breaks a rule, equals the id ('same') or was typed with Alt ('alt'): nothing is sent.",
            meta: { rules: ['RESET-6'] },
          },
          {
            guard: 'isConfirmationWrong',
            actions: ['checkRules', 'flagConfirmation'],
            description:
              'The confirmation is shorter than 6 characters or differs: nothing is sent.',
            meta: { rules: ['RESET-6'] },
          },
          {
            target: 'saving',
            actions: 'startSaving',
            description: 'Everything holds: SetPw is called.',
            meta: { rules: ['RESET-6'] },
          },
        ],
      },
      states: {
        settled: {
          description:
            'No keystroke has started the 500 ms wait since the form opened or came back.',
          meta: { rules: ['RESET-6'] },
        },
        checking: {
          description:
            'A keystroke started the wait: the rules show loading until 500 ms pass without another, then their verdict.',
          meta: { rules: ['RESET-6'] },
          after: {
            // No target: once checked, the rules wait here for the next keystroke, which enters
            // this state again (reenter) and with it the 500 ms; 'settled' is only where no
            // keystroke has started the wait since the form opened.
            ruleCheckDelay: {
              actions: 'checkRules',
              description: '500 ms without a keystroke: each rule shows success or fail.',
              meta: { rules: ['RESET-6'] },
            },
          },
        },
      },
    },
    saving: {
      description: 'SetPw runs with the token, the id and the new password.',
      meta: { rules: ['RESET-7'] },
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => ({
          // Stryker disable next-line StringLiteral: saving is reached only from the link's form, opened when hasLink found a token
          verifyToken: context.token ?? '',
          id: context.id,
          pw: context.password,
        }),
        onDone: {
          target: 'saveAnswered',
          actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
          description: 'SetPw answered; its errCode decides.',
          meta: { rules: ['RESET-7'] },
        },
        onError: {
          target: 'saveFailed',
          actions: {
            type: 'keepFailure',
            params: ({ event }) => ({ error: event.error, api: 'SetPw' }),
          },
          description: 'SetPw failed without an answer the flow knows.',
          meta: { rules: ['RESET-8'] },
        },
      },
    },
    saveAnswered: {
      description: 'Reading the errCode of SetPw.',
      meta: { rules: ['RESET-6', 'RESET-7'] },
      always: [
        {
          guard: 'isPasswordSet',
          target: 'done',
          actions: 'goToComplete',
          description: 'errCode 0: the password is set; /member/complete?t=r.',
          meta: { rules: ['RESET-7'] },
        },
        {
          guard: 'isPasswordRefused',
          target: 'choosing.settled',
          actions: 'flagRefusedPassword',
          description: 'errCode -6: the server refused the password under the rules of §5.',
          meta: { rules: ['RESET-6'] },
        },
        {
          target: 'expired',
          actions: 'goToExpired',
          description: 'The link was used or expired meanwhile: /member/expired.',
          meta: { rules: ['RESET-7'] },
        },
      ],
    },
    saveFailed: {
      description: 'SetPw failed: the error shows on the form (spec 1 §8).',
      meta: { rules: ['RESET-8'] },
      always: [
        {
          guard: 'raisesErrorPopup',
          target: 'choosing.settled',
          actions: 'reportFailure',
          description: 'No answer or a server error: also the global error pop-up.',
          meta: { rules: ['RESET-8', 'ERRPOP-1'] },
        },
        {
          target: 'choosing.settled',
          description: 'A refused request (HTTP 4xx): the error shows on the form only.',
          meta: { rules: ['RESET-8'] },
        },
      ],
    },
    expired: {
      description: 'The link is used or expired: /member/expired offers a new one.',
      meta: { rules: ['RESET-7'] },
      // Stryker disable next-line StringLiteral: a state left only by navigating away on entry; ending the actor shows nothing more
      type: 'final',
      entry: 'navigate',
    },
    done: {
      description: 'The password is reset: /member/complete?t=r.',
      meta: { rules: ['RESET-7'] },
      // Stryker disable next-line StringLiteral: a state left only by navigating away on entry; ending the actor shows nothing more
      type: 'final',
      entry: 'navigate',
    },
  },
})

export type PasswordResetMachine = typeof passwordResetMachine
