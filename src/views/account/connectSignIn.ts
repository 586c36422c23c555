import type { EventFrom, SnapshotFrom } from 'xstate'
import type {
  FieldErrors,
  SignInFailure,
  SignInField,
  signInMachine,
} from '../../machines/account/signIn.ts'
import type { LoginStatus } from '../../contract/index.ts'

type SignInSnapshot = SnapshotFrom<typeof signInMachine>
type Send = (event: EventFrom<typeof signInMachine>) => void

/**
 * What the sign-in view needs from the machine, as in zag's `connect`: which screen, what to show
 * and the intents the user can express. The view never builds an event itself.
 */
export type SignInScreen = 'form' | 'contact' | 'integrating' | 'redirecting'

export interface SignInApi {
  screen: SignInScreen
  busy: boolean
  id: string
  pw: string
  fieldErrors: FieldErrors
  failure: SignInFailure | null
  status: LoginStatus | null
  attempt: number
  /** The server asked for the captcha (HTTP 428): the widget shows. */
  captchaRequired: boolean
  /** A new widget per round: a solution is accepted once. */
  captchaRound: number
  /** A submit while the captcha was unsolved. */
  captchaMissing: boolean
  change: (field: SignInField, value: string) => void
  submit: () => void
  retry: () => void
  continueIntegration: () => void
  solveCaptcha: (payload: string) => void
}

export function connectSignIn(state: SignInSnapshot, send: Send): SignInApi {
  const screen: SignInScreen = state.matches('contact')
    ? 'contact'
    : state.matches('integrating')
      ? 'integrating'
      : state.matches('redirecting') || state.matches('signedIn')
        ? 'redirecting'
        : 'form'
  return {
    screen,
    busy: state.matches('submitting'),
    id: state.context.id,
    pw: state.context.pw,
    fieldErrors: state.context.fieldErrors,
    failure: state.context.failure,
    status: state.context.status,
    attempt: state.context.attempt,
    captchaRequired: state.context.captchaRequired,
    captchaRound: state.context.captchaRound,
    captchaMissing: state.context.captchaMissing,
    change: (field, value) => send({ type: 'field.change', field, value }),
    submit: () => send({ type: 'form.submit' }),
    retry: () => send({ type: 'form.retry' }),
    continueIntegration: () => send({ type: 'integration.continue' }),
    solveCaptcha: (payload) => send({ type: 'captcha.solve', payload }),
  }
}
