import { assign, fromPromise, setup } from 'xstate'
import {
  MemberCode,
  type IntegrationTokenRequest,
  type IntegrationTokenResponse,
} from '../../contract/index.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import { setSessionToken } from '../../services/core/http.ts'
import { integrationToken } from '../../services/account/member.ts'
import type { RuleMeta } from '../core/rules.ts'
import { PATHS } from './destinations.ts'

/**
 * Sign-in with a social-platform token (spec 1 §4): /member/swauth?code=… exchanges the code
 * through IntegrationToken, then routes on errCode or on the HTTP failure.
 * Effects are injected: `navigate`, `rememberSession`, `sessionChanged`.
 */

export interface SocialSignInInput {
  code: string
  /** The platform hands back the state SocialSignInStart gave; the server checks it against its cookie. */
  state?: string
}

export interface SocialSignInContext {
  code: string
  state: string
  /** The answer of IntegrationToken; the guards read it here. */
  answer: IntegrationTokenResponse | null
  /** Its failure, when it failed. */
  error: ApiFailure | null
  token: string
  firstLogin: boolean
  destination: string | null
}

/** The page offers nothing to click while exchanging; the only event is leaving for the sign-in form. */
export type SocialSignInEvent = { type: 'link.signIn' }

// Stryker disable OptionalChaining,StringLiteral: read only in answered (and keepToken run there), entered once keepAnswer kept the answer, whose token the contract makes a string
const errCodeOf = (context: SocialSignInContext): number | null =>
  context.answer?.result.errCode ?? null
/** The token of the answer ('' when it carries none). */
const tokenOf = (context: SocialSignInContext): string => context.answer?.token ?? ''
// Stryker restore all

/** Home with the first-login flag, so the shell can show first-time notices. */
export const welcomePath = (firstLogin: boolean) => (firstLogin ? '/?firstLogin=1' : PATHS.home)

export const socialSignInMachine = setup({
  types: {
    context: {} as SocialSignInContext,
    events: {} as SocialSignInEvent,
    input: {} as SocialSignInInput,
    meta: {} as RuleMeta,
  },
  actors: {
    /** POST /api/Member/IntegrationToken; the server sets the jwt_token cookie on success. */
    integrationToken: fromPromise<IntegrationTokenResponse, IntegrationTokenRequest>(({ input }) =>
      integrationToken(input),
    ),
  },
  guards: {
    hasNoCode: ({ context }) => context.code.trim() === '',
    hasToken: ({ context }) => errCodeOf(context) === MemberCode.loginOk && tokenOf(context) !== '',
    isWarned: ({ context }) => errCodeOf(context) === MemberCode.socialWarning,
    isIntegrationBlocked: ({ context }) => errCodeOf(context) === MemberCode.socialBlocked,
    // Stryker disable next-line OptionalChaining: asked only in failed, entered once keepFailure kept the error
    isBadRequest: ({ context }) => context.error?.status === 400,
  },
  actions: {
    navigate: () => undefined,
    rememberSession: ({ context }) => {
      setSessionToken(context.token)
    },
    sessionChanged: () => undefined,
    keepAnswer: assign({
      answer: (_, params: { answer: IntegrationTokenResponse }) => params.answer,
    }),
    keepFailure: assign({
      // Stryker disable next-line StringLiteral: the flow routes on the failure's status alone; its API name is read by nothing
      error: (_, params: { error: unknown }) => failureOf(params.error, 'IntegrationToken'),
    }),
    keepToken: assign({
      token: ({ context }) => tokenOf(context),
      // Stryker disable next-line OptionalChaining,BooleanLiteral: run only in answered, once keepAnswer kept the answer, whose isFirstLogin the contract makes a boolean
      firstLogin: ({ context }) => context.answer?.isFirstLogin ?? false,
    }),
    goTo: assign({ destination: (_, params: { to: string }) => params.to }),
    goToWelcome: assign({ destination: ({ context }) => welcomePath(context.firstLogin) }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id names it to the inspector only (it has no delays whose events carry it)
  id: 'socialSignIn',
  description: 'Sign in with a social-platform token and route on its answer (spec 1 §4).',
  context: ({ input }) => ({
    code: input.code,
    state: input.state ?? '',
    answer: null,
    error: null,
    // Stryker disable next-line StringLiteral: read only once keepToken set it from the answer
    token: '',
    // Stryker disable next-line BooleanLiteral: read only once keepToken set it from the answer
    firstLogin: false,
    destination: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Looking at the link: a code is needed to ask for a token.',
      meta: { rules: ['SOCIAL-7'] },
      always: [
        {
          guard: 'hasNoCode',
          target: 'missingCode',
          description: 'The link carries no code.',
          meta: { rules: ['SOCIAL-7'] },
        },
        {
          target: 'exchanging',
          description: 'The link carries a code: exchange it.',
          meta: { rules: ['SOCIAL-1'] },
        },
      ],
    },
    missingCode: {
      description: 'The link is incomplete; the page says so and offers the sign-in form.',
      meta: { rules: ['SOCIAL-7'] },
      on: {
        'link.signIn': {
          target: 'redirecting',
          actions: { type: 'goTo', params: { to: PATHS.signIn } },
          description: 'The user chooses to sign in with id and password.',
          meta: { rules: ['SOCIAL-7'] },
        },
      },
    },
    exchanging: {
      description: 'IntegrationToken is called with the code; a progress message shows.',
      meta: { rules: ['SOCIAL-1'] },
      invoke: {
        id: 'integrationToken',
        src: 'integrationToken',
        input: ({ context }) => ({
          code: context.code.trim(),
          ...(context.state ? { state: context.state } : {}),
        }),
        onDone: {
          target: 'answered',
          actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
          description: 'IntegrationToken answered; its errCode decides where to go.',
          meta: { rules: ['SOCIAL-1', 'SOCIAL-2', 'SOCIAL-3', 'SOCIAL-4'] },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'IntegrationToken failed; the kind of failure decides where to go.',
          meta: { rules: ['SOCIAL-5', 'SOCIAL-6'] },
        },
      },
    },
    answered: {
      description: 'Reading the errCode of the answer (spec 1 §4).',
      meta: { rules: ['SOCIAL-1', 'SOCIAL-2', 'SOCIAL-3', 'SOCIAL-4'] },
      always: [
        {
          guard: 'hasToken',
          target: 'signedIn',
          actions: ['keepToken', 'rememberSession', 'sessionChanged'],
          description: 'errCode 0 with a token: signed in; the first-login flag is kept.',
          meta: { rules: ['SOCIAL-1'] },
        },
        {
          guard: 'isWarned',
          target: 'redirecting',
          actions: { type: 'goTo', params: { to: PATHS.warning } },
          description: 'errCode -300: go to /member/warning.',
          meta: { rules: ['SOCIAL-2'] },
        },
        {
          guard: 'isIntegrationBlocked',
          target: 'redirecting',
          actions: { type: 'goTo', params: { to: PATHS.integrationBlocked } },
          description: 'errCode -301: go to /?modal=is_integration_blocked.',
          meta: { rules: ['SOCIAL-3'] },
        },
        {
          target: 'redirecting',
          actions: { type: 'goTo', params: { to: PATHS.home } },
          description: 'Any other errCode (or no token): go home.',
          meta: { rules: ['SOCIAL-4'] },
        },
      ],
    },
    failed: {
      description: 'Reading how the call failed (spec 1 §4).',
      meta: { rules: ['SOCIAL-5', 'SOCIAL-6'] },
      always: [
        {
          guard: 'isBadRequest',
          target: 'redirecting',
          actions: { type: 'goTo', params: { to: PATHS.verifyWarningSocial } },
          description: 'HTTP 400: go to /member/emailverifywarning?t=c.',
          meta: { rules: ['SOCIAL-5'] },
        },
        {
          target: 'redirecting',
          actions: { type: 'goTo', params: { to: PATHS.verifyWarning } },
          description: 'Any other failure: go to /member/emailverifywarning.',
          meta: { rules: ['SOCIAL-6'] },
        },
      ],
    },
    signedIn: {
      description: 'Signed in with the token; home, carrying the first-login flag.',
      meta: { rules: ['SOCIAL-1'] },
      always: { target: 'redirecting', actions: 'goToWelcome' },
    },
    redirecting: {
      description: 'Leaving for the chosen page.',
      meta: { rules: ['SOCIAL-1', 'SOCIAL-2', 'SOCIAL-3', 'SOCIAL-4', 'SOCIAL-5', 'SOCIAL-6'] },
      // Stryker disable next-line StringLiteral: a state left only by navigating away on entry; ending the actor shows nothing more
      type: 'final',
      entry: 'navigate',
    },
  },
})

export type SocialSignInMachine = typeof socialSignInMachine
