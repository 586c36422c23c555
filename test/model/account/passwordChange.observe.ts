import type { PasswordChangeContext } from '../../../src/machines/account/passwordChange.ts'
import type { MachineObserver } from '../observers.ts'

/** How a forced password change is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as PasswordChangeContext
    return {
      screen: s.matches('editing')
        ? 'form'
        : s.matches('submitting')
          ? 'sending'
          : s.matches('changed')
            ? 'leaving'
            : JSON.stringify(s.value),
      rules: { ...c.ruleStates },
      currentFlag: c.fieldErrors.current,
      passwordFlag: c.fieldErrors.password,
      confirmFlag: c.fieldErrors.confirm,
      copied: c.pasted,
      message:
        c.failure?.kind === 'rejected' ? `${String(c.failure.code)} - ${c.failure.info}` : null,
      failureShown: c.failure?.kind === 'unreachable',
    }
  },
  effect: (call) => {
    const c = call.context as PasswordChangeContext
    if (call.name === 'navigate') return { navigate: c.destination ?? '(none)' }
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? -1 }
    if (call.name === 'sessionChanged') return { cookie: 'session asked again' }
    return null
  },
}
