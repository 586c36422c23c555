import { assign, fromPromise, setup } from 'xstate'
import {
  LinkCode,
  MemberCode,
  RESEND_THROTTLE_MS,
  VerifyMailCode,
  isEmailAddress,
  type ResultOnly,
} from '../../contract/index.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import { resendVerifyEmail, setEmail, verifyEmail } from '../../services/account/mail.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'

/**
 * E-mail verification (spec 1 §2, §4, §9; issue 11), one process on three pages:
 * - `link`: /member/emailverify consumes the token of the e-mail (VerifyEmail), once;
 * - `resend`: /member/emailverifywarning and /member/resendverify send the e-mail again
 *   (ResendVerifyEmail), at most once per 1500 ms;
 * - `add`: /member/addemail sets the address of a member without one (SetEmail), then
 *   /member/emailsent.
 * Effects are injected: `navigate`, `sessionChanged`, `reportFailure`.
 */
export const EMAIL_SENT_PATH = '/member/emailsent'

export type EmailVerificationInput =
  | { mode: 'link'; token: string }
  | { mode: 'resend'; id: string; comId: string }
  | { mode: 'add'; id: string; comId: string }

export type EmailFieldError = 'blank' | 'invalid' | 'used'

export interface EmailVerificationContext {
  input: EmailVerificationInput
  email: string
  emailError: EmailFieldError | null
  answer: ResultOnly | null
  error: ApiFailure | null
  /** How many times the e-mail was sent again from this page. */
  sentCount: number
  /** A refused answer, shown as "code - info". */
  refused: { code: number; info: string } | null
  destination: string | null
  attempt: number
}

export type EmailVerificationEvent =
  | { type: 'resend.request' }
  | { type: 'email.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'link.retry' }

/** The member a resend or an added address is for; the link's page calls neither. */
function memberOf(input: EmailVerificationInput) {
  // Stryker disable next-line ConditionalExpression,StringLiteral,ObjectLiteral: called only in resending and saving, which the link's page never enters
  if (input.mode === 'link') return { id: '', comId: '' }
  return { id: input.id, comId: input.comId }
}

// Stryker disable next-line OptionalChaining: read only in linkAnswered, resendAnswered and addAnswered, entered once keepAnswer kept the answer
const codeOf = (c: EmailVerificationContext) => c.answer?.result.errCode ?? null

export const emailVerificationMachine = setup({
  types: {
    context: {} as EmailVerificationContext,
    events: {} as EmailVerificationEvent,
    input: {} as EmailVerificationInput,
    meta: {} as RuleMeta,
  },
  actors: {
    /** POST VerifyEmail with the link's token. */
    verifyEmail: fromPromise<ResultOnly, { token: string }>(({ input }) => verifyEmail(input)),
    /** POST ResendVerifyEmail for the signed-in member. */
    resendVerifyEmail: fromPromise<ResultOnly, { id: string; comId: string }>(({ input }) =>
      resendVerifyEmail(input),
    ),
    /** POST SetEmail: the new address, unverified, and its verification e-mail. */
    setEmail: fromPromise<ResultOnly, { email: string; id: string; comId: string }>(({ input }) =>
      setEmail(input),
    ),
  },
  guards: {
    opensLink: ({ context }) => context.input.mode === 'link',
    addsEmail: ({ context }) => context.input.mode === 'add',
    isAccepted: ({ context }) => codeOf(context) === 0,
    isLinkExpired: ({ context }) => codeOf(context) === LinkCode.expired,
    isAlreadyVerified: ({ context }) => codeOf(context) === VerifyMailCode.alreadyVerified,
    isEmailBlank: ({ context }) => context.email.trim() === '',
    isEmailMalformed: ({ context }) => !isEmailAddress(context.email),
    isEmailRefused: ({ context }) =>
      codeOf(context) === MemberCode.blank ||
      codeOf(context) === MemberCode.emailInvalid ||
      codeOf(context) === MemberCode.emailUsed,
    raisesErrorPopup: ({ context }) => {
      // Stryker disable next-line ConditionalExpression,BooleanLiteral: asked only in resendFailed and addFailed, entered once keepFailure kept the error
      if (context.error === null) return false
      return raisesErrorPopup(context.error)
    },
    failureRaisesErrorPopup: (_, params: { error: unknown }) =>
      raisesErrorPopup(failureOf(params.error)),
  },
  actions: {
    navigate: () => undefined,
    sessionChanged: () => undefined,
    reportFailure: () => undefined,
    keepAnswer: assign({
      answer: (_, params: { answer: ResultOnly }) => params.answer,
      error: null,
    }),
    keepFailure: assign({
      error: (_, params: { error: unknown; api: string }) => failureOf(params.error, params.api),
      answer: null,
    }),
    startCall: assign({
      refused: null,
      error: null,
      attempt: ({ context }) => context.attempt + 1,
    }),
    countSent: assign({ sentCount: ({ context }) => context.sentCount + 1 }),
    keepRefusal: assign({
      refused: ({ context }) => ({
        // Stryker disable OptionalChaining,UnaryOperator,StringLiteral: run only in resendAnswered and addAnswered, entered once keepAnswer kept the answer
        code: context.answer?.result.errCode ?? -1,
        info: context.answer?.result.errMsg ?? '',
        // Stryker restore all
      }),
    }),
    editEmail: assign({
      email: (_, params: { value: string }) => params.value,
      emailError: null,
    }),
    flagBlank: assign({
      emailError: 'blank' as const,
      attempt: ({ context }) => context.attempt + 1,
    }),
    flagMalformed: assign({
      emailError: 'invalid' as const,
      attempt: ({ context }) => context.attempt + 1,
    }),
    flagRefusedEmail: assign({
      emailError: ({ context }) =>
        codeOf(context) === MemberCode.emailUsed
          ? ('used' as const)
          : codeOf(context) === MemberCode.blank
            ? ('blank' as const)
            : ('invalid' as const),
    }),
    goToEmailSent: assign({ destination: EMAIL_SENT_PATH }),
  },
  delays: {
    resendThrottle: RESEND_THROTTLE_MS,
  },
}).createMachine({
  id: 'emailVerification',
  description:
    'E-mail verification: the link of the e-mail, the resend button (1500 ms), adding an address (spec 1 §2, §4, §9).',
  context: ({ input }) => ({
    input,
    email: '',
    emailError: null,
    answer: null,
    error: null,
    sentCount: 0,
    refused: null,
    destination: null,
    attempt: 0,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Which page: the link, the resend button or the add-e-mail form.',
      meta: { rules: ['VERIFY-1', 'VERIFY-2', 'VERIFY-3'] },
      always: [
        {
          guard: 'opensLink',
          target: 'verifying',
          description: '/member/emailverify: the link of the e-mail was opened.',
          meta: { rules: ['VERIFY-1'] },
        },
        {
          guard: 'addsEmail',
          target: 'adding',
          description: '/member/addemail: the member has no e-mail yet.',
          meta: { rules: ['VERIFY-3'] },
        },
        {
          target: 'waiting',
          description: '/member/emailverifywarning or /member/resendverify: the resend button.',
          meta: { rules: ['VERIFY-2'] },
        },
      ],
    },
    verifying: {
      description: 'VerifyEmail consumes the token of the link.',
      meta: { rules: ['VERIFY-1'] },
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({
          // Stryker disable next-line ConditionalExpression,StringLiteral: verifying is entered only from the link's page
          token: context.input.mode === 'link' ? context.input.token : '',
        }),
        onDone: {
          target: 'linkAnswered',
          actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
          description: 'VerifyEmail answered.',
          meta: { rules: ['VERIFY-1'] },
        },
        onError: [
          {
            guard: {
              type: 'failureRaisesErrorPopup',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'linkFailed',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, api: 'VerifyEmail' }),
              },
              'reportFailure',
            ],
            description:
              'No answer or a server error: a retry button, and the global error pop-up.',
            meta: { rules: ['VERIFY-4', 'ERRPOP-1'] },
          },
          {
            target: 'linkFailed',
            description: 'A refused request (HTTP 4xx, such as too many): a retry button only.',
            meta: { rules: ['VERIFY-4'] },
          },
        ],
      },
    },
    linkAnswered: {
      description: 'Reading the answer of VerifyEmail.',
      meta: { rules: ['VERIFY-1'] },
      always: [
        {
          guard: 'isAccepted',
          target: 'verified',
          actions: 'sessionChanged',
          description: 'errCode 0: the address is verified; the session is asked again.',
          meta: { rules: ['VERIFY-1'] },
        },
        {
          guard: 'isLinkExpired',
          target: 'linkExpired',
          description: 'errCode -2: the link has expired.',
          meta: { rules: ['VERIFY-1'] },
        },
        {
          target: 'linkInvalid',
          description: 'Any other errCode: the link is unknown or used already.',
          meta: { rules: ['VERIFY-1'] },
        },
      ],
    },
    linkFailed: {
      description: 'The link could not be checked: a translated error and a retry button.',
      meta: { rules: ['VERIFY-4'] },
      on: {
        'link.retry': {
          target: 'verifying',
          description: 'The user tries the link again.',
          meta: { rules: ['VERIFY-1', 'VERIFY-4'] },
        },
      },
    },
    // Stryker disable next-line ObjectLiteral: an end the page names by the state alone; emptied, the machine still rests there
    verified: {
      description: 'The address is verified.',
      meta: { rules: ['VERIFY-1'] },
      // Stryker disable next-line StringLiteral: the state takes no event; ending the actor changes nothing the page shows
      type: 'final',
    },
    // Stryker disable next-line ObjectLiteral: an end the page names by the state alone; emptied, the machine still rests there
    linkExpired: {
      description: 'The link has expired: a new one can be sent after signing in.',
      meta: { rules: ['VERIFY-1'] },
      // Stryker disable next-line StringLiteral: the state takes no event; ending the actor changes nothing the page shows
      type: 'final',
    },
    // Stryker disable next-line ObjectLiteral: an end the page names by the state alone; emptied, the machine still rests there
    linkInvalid: {
      description: 'The link is unknown or was used already.',
      meta: { rules: ['VERIFY-1'] },
      // Stryker disable next-line StringLiteral: the state takes no event; ending the actor changes nothing the page shows
      type: 'final',
    },
    waiting: {
      description: 'The resend button is ready.',
      meta: { rules: ['VERIFY-2'] },
      on: {
        'resend.request': {
          target: 'resending',
          actions: 'startCall',
          description: 'The button is pressed: ResendVerifyEmail runs.',
          meta: { rules: ['VERIFY-2'] },
        },
      },
    },
    resending: {
      description: 'ResendVerifyEmail runs; the button is busy.',
      meta: { rules: ['VERIFY-2'] },
      invoke: {
        id: 'resendVerifyEmail',
        src: 'resendVerifyEmail',
        input: ({ context }) => memberOf(context.input),
        onDone: {
          target: 'resendAnswered',
          actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
          description: 'ResendVerifyEmail answered.',
          meta: { rules: ['VERIFY-2'] },
        },
        onError: {
          target: 'resendFailed',
          actions: {
            type: 'keepFailure',
            params: ({ event }) => ({ error: event.error, api: 'ResendVerifyEmail' }),
          },
          description: 'ResendVerifyEmail failed without an answer.',
          meta: { rules: ['VERIFY-4'] },
        },
      },
    },
    resendAnswered: {
      description: 'Reading the answer of ResendVerifyEmail.',
      meta: { rules: ['VERIFY-2'] },
      always: [
        {
          guard: 'isAccepted',
          target: 'coolingDown',
          actions: 'countSent',
          description: 'errCode 0: the e-mail is sent again; the page says so.',
          meta: { rules: ['VERIFY-2'] },
        },
        {
          guard: 'isAlreadyVerified',
          target: 'alreadyVerified',
          actions: 'sessionChanged',
          description: 'errCode -3: the address is verified already.',
          meta: { rules: ['VERIFY-2'] },
        },
        {
          target: 'coolingDown',
          actions: 'keepRefusal',
          description: 'Any other errCode: shown as "code - info".',
          meta: { rules: ['VERIFY-2', 'VERIFY-4'] },
        },
      ],
    },
    resendFailed: {
      description: 'The resend failed: a translated error (spec 1 §8).',
      meta: { rules: ['VERIFY-4'] },
      always: [
        {
          guard: 'raisesErrorPopup',
          target: 'coolingDown',
          actions: 'reportFailure',
          description: 'No answer or a server error: also the global error pop-up.',
          meta: { rules: ['VERIFY-4', 'ERRPOP-1'] },
        },
        {
          target: 'coolingDown',
          description: 'A refused request (HTTP 4xx, such as too many): on the page only.',
          meta: { rules: ['VERIFY-4'] },
        },
      ],
    },
    coolingDown: {
      description: 'The button rests 1500 ms after a send: presses are ignored.',
      meta: { rules: ['VERIFY-2'] },
      after: {
        resendThrottle: {
          target: 'waiting',
          description: '1500 ms passed: the button works again.',
          meta: { rules: ['VERIFY-2'] },
        },
      },
    },
    // Stryker disable next-line ObjectLiteral: an end the page names by the state alone; emptied, the machine still rests there
    alreadyVerified: {
      description: 'Nothing to verify: the address is verified.',
      meta: { rules: ['VERIFY-2'] },
      // Stryker disable next-line StringLiteral: the state takes no event; ending the actor changes nothing the page shows
      type: 'final',
    },
    adding: {
      description: 'The e-mail field of /member/addemail.',
      meta: { rules: ['VERIFY-3'] },
      on: {
        'email.change': {
          actions: { type: 'editEmail', params: ({ event }) => event },
          description: 'The e-mail is typed.',
          meta: { rules: ['VERIFY-3'] },
        },
        'form.submit': [
          {
            guard: 'isEmailBlank',
            actions: 'flagBlank',
            description: 'The e-mail is blank: flagged, nothing is sent.',
            meta: { rules: ['VERIFY-3'] },
          },
          {
            guard: 'isEmailMalformed',
            actions: 'flagMalformed',
            description: 'The e-mail is not an address: flagged, nothing is sent.',
            meta: { rules: ['VERIFY-3'] },
          },
          {
            target: 'saving',
            actions: 'startCall',
            description: 'SetEmail is called.',
            meta: { rules: ['VERIFY-3'] },
          },
        ],
      },
    },
    saving: {
      description: 'SetEmail runs.',
      meta: { rules: ['VERIFY-3'] },
      invoke: {
        id: 'setEmail',
        src: 'setEmail',
        input: ({ context }) => ({
          email: context.email.trim(),
          ...memberOf(context.input),
        }),
        onDone: {
          target: 'addAnswered',
          actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
          description: 'SetEmail answered.',
          meta: { rules: ['VERIFY-3'] },
        },
        onError: {
          target: 'addFailed',
          actions: {
            type: 'keepFailure',
            params: ({ event }) => ({ error: event.error, api: 'SetEmail' }),
          },
          description: 'SetEmail failed without an answer.',
          meta: { rules: ['VERIFY-4'] },
        },
      },
    },
    addAnswered: {
      description: 'Reading the answer of SetEmail.',
      meta: { rules: ['VERIFY-3'] },
      always: [
        {
          guard: 'isAccepted',
          target: 'added',
          actions: ['sessionChanged', 'goToEmailSent'],
          description: 'errCode 0: saved and the e-mail sent; /member/emailsent.',
          meta: { rules: ['VERIFY-3'] },
        },
        {
          guard: 'isEmailRefused',
          target: 'adding',
          actions: 'flagRefusedEmail',
          description: 'errCode -10, -4 or -5: the field says blank, invalid or already used.',
          meta: { rules: ['VERIFY-3'] },
        },
        {
          target: 'adding',
          actions: 'keepRefusal',
          description: 'Any other errCode: shown as "code - info".',
          meta: { rules: ['VERIFY-3', 'VERIFY-4'] },
        },
      ],
    },
    addFailed: {
      description: 'SetEmail failed: a translated error (spec 1 §8).',
      meta: { rules: ['VERIFY-4'] },
      always: [
        {
          guard: 'raisesErrorPopup',
          target: 'adding',
          actions: 'reportFailure',
          description: 'No answer or a server error: also the global error pop-up.',
          meta: { rules: ['VERIFY-4', 'ERRPOP-1'] },
        },
        {
          target: 'adding',
          description: 'A refused request (HTTP 4xx): on the page only.',
          meta: { rules: ['VERIFY-4'] },
        },
      ],
    },
    added: {
      description: 'The address is saved: /member/emailsent.',
      meta: { rules: ['VERIFY-3'] },
      // Stryker disable next-line StringLiteral: the state takes no event; ending the actor changes nothing the page shows
      type: 'final',
      entry: 'navigate',
    },
  },
})

export type EmailVerificationMachine = typeof emailVerificationMachine
