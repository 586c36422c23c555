import type { EventFrom, SnapshotFrom } from 'xstate'
import type {
  EmailVerificationContext,
  emailVerificationMachine,
} from '../../../machines/account/emailVerification.ts'

export type LinkOutcome = 'verifying' | 'verified' | 'expired' | 'invalid' | 'failed'

/** What the verification pages need from their machine. */
export interface EmailVerificationApi {
  link: LinkOutcome
  /** The resend button works now (not sending, not in its 1500 ms rest). */
  canResend: boolean
  resending: boolean
  sentCount: number
  alreadyVerified: boolean
  saving: boolean
  email: string
  emailError: EmailVerificationContext['emailError']
  refused: EmailVerificationContext['refused']
  failureStatus: number | null
  attempt: number
  resend: () => void
  retry: () => void
  changeEmail: (value: string) => void
  submit: () => void
}

export function connectEmailVerification(
  state: SnapshotFrom<typeof emailVerificationMachine>,
  send: (event: EventFrom<typeof emailVerificationMachine>) => void,
): EmailVerificationApi {
  const c = state.context
  const link: LinkOutcome = state.matches('verified')
    ? 'verified'
    : state.matches('linkExpired')
      ? 'expired'
      : state.matches('linkInvalid')
        ? 'invalid'
        : state.matches('linkFailed')
          ? 'failed'
          : 'verifying'
  return {
    link,
    canResend: state.matches('waiting'),
    resending: state.matches('resending'),
    sentCount: c.sentCount,
    alreadyVerified: state.matches('alreadyVerified'),
    saving: state.matches('saving'),
    email: c.email,
    emailError: c.emailError,
    refused: c.refused,
    failureStatus: c.error ? c.error.status || c.error.code : null,
    attempt: c.attempt,
    resend: () => send({ type: 'resend.request' }),
    retry: () => send({ type: 'link.retry' }),
    changeEmail: (value) => send({ type: 'email.change', value }),
    submit: () => send({ type: 'form.submit' }),
  }
}
