import { assign, fromPromise, setup } from 'xstate'
import {
  accountKind,
  AccountKind,
  MemberCode,
  type LoginInfo,
  type LoginRequest,
  type LoginResponse,
  type LoginStatus,
} from '../../contract/index.ts'
import { failureOf, type ApiErrorKind, type ApiFailure } from '../../services/core/apiError.ts'
import { setSessionToken } from '../../services/core/http.ts'
import { login } from '../../services/account/member.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'
import { PATHS, returnDestination, type SignInSearch } from './destinations.ts'

/**
 * Sign-in with id and password (spec 1 §4, §5, §8). Reads like the spec: the form, the call,
 * the loginResult branches, then where a signed-in user goes, in the spec's order.
 * Effects are injected: `navigate` (the view's router), `rememberSession`, `sessionChanged`,
 * `reportFailure` (the global error pop-up, with `context.error`).
 */

export type SignInField = 'id' | 'pw'
export type FieldError = 'blank' | 'invalid'
export type FieldErrors = Record<SignInField, FieldError | null>

/** What went wrong with the last attempt, for the view to translate. */
export type SignInFailure =
  | { kind: 'rejected'; code: number; info: string }
  | { kind: 'unreachable'; reason: ApiErrorKind; status: number; code: number }

export interface SignInInput {
  search: SignInSearch
}

export interface SignInContext {
  search: SignInSearch
  id: string
  pw: string
  fieldErrors: FieldErrors
  failure: SignInFailure | null
  /** The last answer of Login; the guards read it here. */
  answer: LoginResponse | null
  /** The last failure of Login, for the global error pop-up. */
  error: ApiFailure | null
  loginInfo: LoginInfo | null
  token: string
  integrated: boolean
  status: LoginStatus | null
  destination: string | null
  /** Counts submissions, so the view can move focus once per outcome. */
  attempt: number
  /** The server asked for the captcha (HTTP 428): the widget shows until the sign-in goes through. */
  captchaRequired: boolean
  /** The solved captcha payload for the next Login, '' while unsolved. */
  captcha: string
  /** Bumped each time a new captcha must be solved (a solution is accepted once). */
  captchaRound: number
  /** A submit while the captcha was required and unsolved. */
  captchaMissing: boolean
}

export type SignInEvent =
  | { type: 'field.change'; field: SignInField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.retry' }
  | { type: 'integration.continue' }
  | { type: 'captcha.solve'; payload: string }

const noFieldErrors: FieldErrors = { id: null, pw: null }
const isBlank = (value: string) => value.trim() === ''
const blankFlags = (ctx: Pick<SignInContext, 'id' | 'pw'>): FieldErrors => ({
  id: isBlank(ctx.id) ? 'blank' : null,
  pw: isBlank(ctx.pw) ? 'blank' : null,
})

const loginResultOf = (context: SignInContext): number | null =>
  context.answer?.loginInfo.loginResult ?? null

const isCompanySide = (info: LoginInfo) =>
  accountKind(info.memberType, info.comId) !== AccountKind.PERSONAL

// Where the guards read them, these are never null: the steps after a sign-in are asked only in
// `signedIn`, which `answered` enters after keepAnswer kept the answer's loginInfo; the failure
// guards only in `failed`, which only Login's onError enters, after keepFailure kept the error.
const signedInInfo = (context: SignInContext) => context.loginInfo as LoginInfo
const keptFailure = (context: SignInContext) => context.error as ApiFailure

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    meta: {} as RuleMeta,
  },
  actors: {
    /** POST /api/Member/Login (5000 ms timeout); the server sets the jwt_token cookie. */
    login: fromPromise<LoginResponse, LoginRequest>(({ input }) => login(input)),
  },
  guards: {
    hasBlankField: ({ context }) => isBlank(context.id) || isBlank(context.pw),
    isInvalidCredentials: ({ context }) => loginResultOf(context) === MemberCode.loginInvalid,
    isBlankReported: ({ context }) => loginResultOf(context) === MemberCode.loginBlank,
    needsContact: ({ context }) => loginResultOf(context) === MemberCode.loginContact,
    isRejected: ({ context }) => loginResultOf(context) !== MemberCode.loginOk,
    raisesErrorPopup: ({ context }) => raisesErrorPopup(keptFailure(context)),
    needsCaptcha: ({ context }) => keptFailure(context).status === 428,
    isCaptchaRequired: ({ context }) => context.captchaRequired,
    isCaptchaMissing: ({ context }) => context.captchaRequired && context.captcha === '',
    hasNoEmail: ({ context }) => !signedInInfo(context).email.trim(),
    hasUnverifiedEmail: ({ context }) => !signedInInfo(context).isVerifyEmail,
    isPasswordSameAsId: ({ context }) =>
      signedInInfo(context).isPwSameAsId || context.pw === context.id,
    isLinkedCompanyNotIntegrated: ({ context }) =>
      isCompanySide(signedInInfo(context)) &&
      signedInInfo(context).closetIntegration === 1 &&
      !context.integrated,
    isLinkedPersonalNotIntegrated: ({ context }) =>
      !isCompanySide(signedInInfo(context)) &&
      signedInInfo(context).closetIntegration === 1 &&
      !context.integrated,
  },
  actions: {
    /** Injected by the view: go to `context.destination` with the router. */
    navigate: () => undefined,
    /** Keeps the token for the bearer header; the cookie is the server's. */
    rememberSession: ({ context }) => setSessionToken(context.token || null),
    /** Injected by the view: refresh the session actor and the route guards' cache. */
    sessionChanged: () => undefined,
    /** Injected by the view: raises the global error pop-up of spec 1 §8 with `context.error`. */
    reportFailure: () => undefined,
    /** The answer, and what a successful sign-in goes on with (the guards read only those of loginResult 0). */
    keepAnswer: assign((_, { answer }: { answer: LoginResponse }) => ({
      answer,
      error: null,
      loginInfo: answer.loginInfo,
      token: answer.token,
      integrated: answer.Integrated,
    })),
    // The edited field's flag clears; a refusal or failure message stays until the next attempt.
    editField: assign(({ context }, { field, value }: { field: SignInField; value: string }) =>
      value === context[field]
        ? {}
        : { [field]: value, fieldErrors: { ...context.fieldErrors, [field]: null } },
    ),
    flagBlankFields: assign({
      fieldErrors: ({ context }) => blankFlags(context),
      failure: null,
      attempt: ({ context }) => context.attempt + 1,
    }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    // Login is sent only with both fields filled here, so the server's 'blank' concerns both.
    flagReportedBlanks: assign({ fieldErrors: { id: 'blank', pw: 'blank' }, failure: null }),
    flagBothInvalid: assign({ fieldErrors: { id: 'invalid', pw: 'invalid' }, failure: null }),
    clearErrors: assign({ fieldErrors: noFieldErrors, failure: null, status: null }),
    keepRejection: assign({
      failure: ({ context }) => ({
        kind: 'rejected' as const,
        code: context.answer?.loginInfo.loginResult ?? -1,
        info: context.answer?.result.errMsg ?? '',
      }),
    }),
    keepFailure: assign((_, params: { error: unknown }) => {
      const error = failureOf(params.error, 'Login')
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
    requireCaptcha: assign({
      captchaRequired: true,
      captcha: '',
      captchaRound: ({ context }) => context.captchaRound + 1,
      captchaMissing: false,
      failure: null,
    }),
    keepCaptcha: assign({
      captcha: (_, params: { payload: string }) => params.payload,
      captchaMissing: false,
    }),
    /** A solution is accepted once: after a Login, a new one is needed while the captcha is required. */
    spendCaptcha: assign({
      captcha: '',
      captchaRound: ({ context }) =>
        context.captchaRequired ? context.captchaRound + 1 : context.captchaRound,
    }),
    flagCaptchaMissing: assign({
      captchaMissing: true,
      fieldErrors: noFieldErrors,
      failure: null,
      attempt: ({ context }) => context.attempt + 1,
    }),
    setStatus: assign({ status: (_, params: { status: LoginStatus }) => params.status }),
    goTo: assign({ destination: (_, params: { to: string }) => params.to }),
    goToReturn: assign({ destination: ({ context }) => returnDestination(context.search) }),
  },
}).createMachine({
  id: 'signIn',
  description: 'Sign in with id and password, then send the member where spec 1 §4 says.',
  context: ({ input }) => ({
    search: input.search,
    id: '',
    pw: '',
    fieldErrors: noFieldErrors,
    failure: null,
    answer: null,
    error: null,
    loginInfo: null,
    token: '',
    integrated: false,
    status: null,
    destination: null,
    attempt: 0,
    captchaRequired: false,
    captcha: '',
    captchaRound: 0,
    captchaMissing: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The form: id and password; errors show next to the field they concern. Beside it, the captcha once the server asked for it.',
      meta: { rules: ['SIGNIN-1'] },
      type: 'parallel',
      on: {
        'field.change': { actions: { type: 'editField', params: ({ event }) => event } },
        'form.submit': [
          {
            guard: 'hasBlankField',
            target: '.form.blank',
            description:
              'The id or the password is blank after trimming: each blank field is flagged and nothing is sent.',
            meta: { rules: ['SIGNIN-1'] },
          },
          {
            guard: 'isCaptchaMissing',
            target: '.form.captchaMissing',
            description:
              'The server asked for the captcha and it is not solved yet: nothing is sent and the captcha is flagged.',
            meta: { rules: ['SIGNIN-14'] },
          },
          {
            target: 'submitting',
            actions: ['clearErrors', 'countAttempt'],
            description: 'Both fields are filled: the form is sent.',
            meta: { rules: ['SIGNIN-1'] },
          },
        ],
      },
      states: {
        form: {
          description:
            'What the form flags: nothing, blank fields, the fields Login flagged, a refusal, a failure, the captcha asked or the captcha missing.',
          meta: { rules: ['SIGNIN-1'] },
          initial: 'idle',
          states: {
            idle: { description: 'Nothing flagged yet.', meta: { rules: [] } },
            // Entered again by each such submit (the transition's domain is `editing`), so each
            // flags the fields and counts an attempt.
            blank: {
              description:
                'A submit found the id or the password blank after trimming: each blank field is flagged and nothing was sent.',
              meta: { rules: ['SIGNIN-1'] },
              entry: 'flagBlankFields',
            },
            invalid: {
              description:
                'Login flagged both fields: invalid (loginResult -1) or blank (loginResult 2).',
              meta: { rules: ['SIGNIN-3', 'SIGNIN-4'] },
            },
            rejected: {
              description: 'The server refused with another loginResult, shown as "code - info".',
              meta: { rules: ['SIGNIN-6'] },
            },
            unreachable: {
              description:
                'The call failed (network, timeout or HTTP error); a translated error is shown.',
              meta: { rules: ['SIGNIN-7'] },
            },
            captcha: {
              description:
                'Too many failed sign-ins for the account (HTTP 428): the captcha shows; once solved, the sign-in is sent again with it.',
              meta: { rules: ['SIGNIN-14'] },
            },
            captchaMissing: {
              description:
                'A submit while the captcha the server asked for was unsolved: the captcha is flagged and nothing was sent.',
              meta: { rules: ['SIGNIN-14'] },
              entry: 'flagCaptchaMissing',
            },
          },
        },
        // A region of its own: whatever the form flags (a blank submit, a refused attempt), the
        // widget shows while the captcha is required and its solution is never dropped (issue 11).
        stepUp: {
          description:
            'The captcha step-up: none until Login answers HTTP 428, then asked until the member leaves the page.',
          meta: { rules: ['SIGNIN-14'] },
          initial: 'none',
          states: {
            none: {
              description: 'The server has not asked for the captcha: no widget.',
              meta: { rules: [] },
              always: {
                guard: 'isCaptchaRequired',
                target: 'asked',
                description:
                  'The server asked for the captcha (HTTP 428) before the form showed again: the widget shows.',
                meta: { rules: ['SIGNIN-14'] },
              },
            },
            asked: {
              description:
                'The widget shows; a solution is kept for the next Login, which spends it (a solution is accepted once).',
              meta: { rules: ['SIGNIN-14'] },
              on: {
                'captcha.solve': [
                  {
                    guard: 'hasBlankField',
                    actions: { type: 'keepCaptcha', params: ({ event }) => event },
                    description:
                      'The captcha is solved but a field is blank: the solution waits for the submit.',
                    meta: { rules: ['SIGNIN-14', 'SIGNIN-1'] },
                  },
                  {
                    target: '#signIn.submitting',
                    actions: [
                      { type: 'keepCaptcha', params: ({ event }) => event },
                      'clearErrors',
                      'countAttempt',
                    ],
                    description:
                      'The captcha is solved: the sign-in is sent again with the solution.',
                    meta: { rules: ['SIGNIN-14'] },
                  },
                ],
              },
            },
          },
        },
      },
    },
    submitting: {
      description: 'Login is called (5000 ms timeout); the button shows progress.',
      meta: { rules: ['SIGNIN-2'] },
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          id: context.id.trim(),
          pw: context.pw,
          isRememberMe: false,
          captcha: context.captcha,
        }),
        onDone: {
          target: 'answered',
          actions: [
            { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
            'spendCaptcha',
          ],
          description: 'Login answered; its loginResult decides what follows.',
          meta: { rules: ['SIGNIN-2'] },
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            'spendCaptcha',
          ],
          description:
            'Login failed without an answer the flow knows (network, timeout, HTTP error).',
          meta: { rules: ['SIGNIN-7'] },
        },
      },
    },
    answered: {
      description: 'Reading the loginResult of the answer (spec 1 §4).',
      meta: { rules: ['SIGNIN-2', 'SIGNIN-3', 'SIGNIN-4', 'SIGNIN-5', 'SIGNIN-6'] },
      always: [
        {
          guard: 'isInvalidCredentials',
          target: 'editing.form.invalid',
          actions: 'flagBothInvalid',
          description: 'loginResult -1: both the id and the password are flagged invalid.',
          meta: { rules: ['SIGNIN-3'] },
        },
        {
          guard: 'isBlankReported',
          target: 'editing.form.invalid',
          actions: 'flagReportedBlanks',
          description: 'loginResult 2: each blank field is flagged.',
          meta: { rules: ['SIGNIN-4'] },
        },
        {
          guard: 'needsContact',
          target: 'contact',
          actions: { type: 'setStatus', params: { status: 'contact' } },
          description: 'loginResult -2: status contact, the user is asked to contact support.',
          meta: { rules: ['SIGNIN-5'] },
        },
        {
          guard: 'isRejected',
          target: 'editing.form.rejected',
          actions: 'keepRejection',
          description: 'Any other loginResult but 0: the error is shown as "code - info".',
          meta: { rules: ['SIGNIN-6'] },
        },
        {
          target: 'signedIn',
          actions: ['rememberSession', 'sessionChanged'],
          description: 'loginResult 0: signed in; the token is kept.',
          meta: { rules: ['SIGNIN-2'] },
        },
      ],
    },
    failed: {
      description: 'The call failed: a translated error shows on the form (spec 1 §8).',
      meta: { rules: ['SIGNIN-7'] },
      always: [
        {
          guard: 'needsCaptcha',
          target: 'editing.form.captcha',
          actions: 'requireCaptcha',
          description:
            'HTTP 428 (errCode -428): too many failed sign-ins for the account; the captcha shows, no error pop-up.',
          meta: { rules: ['SIGNIN-14'] },
        },
        {
          guard: 'raisesErrorPopup',
          target: 'editing.form.unreachable',
          actions: 'reportFailure',
          description:
            'No answer (network, timeout), a server error (5xx) or an answer that breaks the contract: shown on the form and in the global error pop-up.',
          meta: { rules: ['SIGNIN-7', 'ERRPOP-1'] },
        },
        {
          target: 'editing.form.unreachable',
          description:
            'A refused request (HTTP 4xx): a translated error is shown on the form only.',
          meta: { rules: ['SIGNIN-7'] },
        },
      ],
    },
    signedIn: {
      description: 'Signed in: deciding where to go, in the order of spec 1 §4.',
      meta: { rules: ['SIGNIN-2'] },
      always: [
        {
          guard: 'hasNoEmail',
          target: 'redirecting',
          actions: { type: 'goTo', params: { to: PATHS.addEmail } },
          description: 'Step 1: the account has no e-mail: go to /member/addemail.',
          meta: { rules: ['SIGNIN-8'] },
        },
        {
          guard: 'hasUnverifiedEmail',
          target: 'redirecting',
          actions: { type: 'goTo', params: { to: PATHS.verifyWarning } },
          description: 'Step 2: the e-mail is not verified: go to /member/emailverifywarning.',
          meta: { rules: ['SIGNIN-9'] },
        },
        {
          guard: 'isPasswordSameAsId',
          target: 'redirecting',
          actions: { type: 'goTo', params: { to: PATHS.passChange } },
          description: 'Step 3: the password equals the id: go to /member/passchange.',
          meta: { rules: ['SIGNIN-10'] },
        },
        {
          guard: 'isLinkedCompanyNotIntegrated',
          target: 'integrating',
          actions: { type: 'setStatus', params: { status: 'integrate_closet_ent' } },
          description:
            'Step 4: a linked company or end user not yet integrated: status integrate_closet_ent.',
          meta: { rules: ['SIGNIN-11'] },
        },
        {
          guard: 'isLinkedPersonalNotIntegrated',
          target: 'integrating',
          actions: { type: 'setStatus', params: { status: 'integrate_closet_per' } },
          description: 'A linked personal user not yet integrated: status integrate_closet_per.',
          meta: { rules: ['SIGNIN-13'] },
        },
        {
          target: 'redirecting',
          actions: [{ type: 'setStatus', params: { status: 'signin' } }, 'goToReturn'],
          description:
            'Step 5: status signin; go to the return URL, else support, else the pricing page, else home.',
          meta: { rules: ['SIGNIN-12', 'SIGNIN-13'] },
        },
      ],
    },
    integrating: {
      description:
        'The integration prompt for the cloud-wardrobe account (status integrate_closet_ent or integrate_closet_per).',
      meta: { rules: ['SIGNIN-11', 'SIGNIN-13'] },
      on: {
        'integration.continue': {
          target: 'redirecting',
          actions: 'goToReturn',
          description:
            'Continue: go on to the return URL, else support, else the pricing page, else home.',
          meta: { rules: ['SIGNIN-12'] },
        },
      },
    },
    contact: {
      description: 'Status contact: the account needs help from support; the user may try again.',
      meta: { rules: ['SIGNIN-5'] },
      on: {
        'form.retry': {
          target: 'editing',
          actions: 'clearErrors',
          description: 'Back to the form.',
          meta: { rules: ['SIGNIN-5'] },
        },
      },
    },
    redirecting: {
      description: 'Leaving the sign-in page for the chosen destination.',
      meta: { rules: ['SIGNIN-8', 'SIGNIN-9', 'SIGNIN-10', 'SIGNIN-12'] },
      type: 'final',
      entry: 'navigate',
    },
  },
})

export type SignInMachine = typeof signInMachine
