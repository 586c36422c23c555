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
      emailError: c.emailError,
      passwordFlag: c.fieldErrors.password,
      confirmFlag: c.fieldErrors.confirm,
      rules: { ...c.ruleStates },
    }
  },
  effect: (call) => {
    const c = call.context as PasswordResetContext
    if (call.name === 'navigate') return { navigate: c.destination ?? '(none)' }
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? -1 }
    return null
  },
}
