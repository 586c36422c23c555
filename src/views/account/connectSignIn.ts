import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type {
  FieldErrors,
  SignInFailure,
  SignInField,
  signInMachine,
} from '../../machines/account/signIn.ts'
import type { LoginStatus } from '../../contract/index.ts'

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
  change: (field: SignInField, value: string) => void
  submit: () => void
  retry: () => void
  continueIntegration: () => void
}

export function connectSignIn(
  state: SnapshotFrom<typeof signInMachine>,
  actor: ActorRefFrom<typeof signInMachine>,
): SignInApi {
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
    change: (field, value) => actor.send({ type: 'field.change', field, value }),
    submit: () => actor.send({ type: 'form.submit' }),
    retry: () => actor.send({ type: 'form.retry' }),
    continueIntegration: () => actor.send({ type: 'integration.continue' }),
  }
}
