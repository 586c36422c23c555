import type { EmailVerificationContext } from '../../../src/machines/account/emailVerification.ts'
import type { MachineObserver } from '../observers.ts'

/** How an e-mail verification run is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as EmailVerificationContext
    return {
      link: s.matches('verified')
        ? 'verified'
        : s.matches('linkExpired')
          ? 'expired'
          : s.matches('linkInvalid')
            ? 'invalid'
            : s.matches('linkFailed')
              ? 'failed'
              : null,
      resendReady: s.matches('waiting'),
      alreadyVerified: s.matches('alreadyVerified'),
      sentCount: c.sentCount,
      emailError: c.emailError,
      // As the pages write them: "code - info" for a refusal, the status (or code) of a failure.
      refused: c.refused ? `${String(c.refused.code)} - ${c.refused.info}` : null,
      failure: c.error ? c.error.status || c.error.code : null,
      email: c.email,
      // /member/addemail moves focus to the outcome once per submission, when this count changes.
      focusMoves: c.attempt,
    }
  },
  effect: (call) => {
    const c = call.context as EmailVerificationContext
    if (call.name === 'navigate') return { navigate: c.destination ?? '(none)' }
    if (call.name === 'sessionChanged') return { cookie: 'session asked again' }
    // A pop-up raised without the failure kept shows no code: NaN equals no code the oracle names.
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? Number.NaN }
    return null
  },
}
