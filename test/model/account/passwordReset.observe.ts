import type { PasswordResetContext } from '../../../src/machines/account/passwordReset.ts'
import type { MachineObserver } from '../observers.ts'

/** How a password-reset run is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as PasswordResetContext
    return {
      page:
        s.matches('requesting') || s.matches('sending')
          ? 'request'
          : s.matches('opening') || s.matches('checkingLink')
            ? 'checking link'
            : s.matches('choosing') || s.matches('saving')
              ? 'new password'
              : 'leaving',
      status: c.status,
      email: c.email,
      company: c.company,
      emailError: c.emailError,
      passwordFlag: c.fieldErrors.password,
      confirmFlag: c.fieldErrors.confirm,
      copied: c.pasted,
      rules: { ...c.ruleStates },
      failureShown: c.error !== null,
      // The page moves focus to the outcome once per submission, when this count changes.
      focusMoves: c.attempt,
    }
  },
  effect: (call) => {
    const c = call.context as PasswordResetContext
    if (call.name === 'navigate') return { navigate: c.destination ?? '(none)' }
    // A pop-up raised without the failure kept shows no code: NaN equals no code the oracle names.
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? Number.NaN }
    return null
  },
}
