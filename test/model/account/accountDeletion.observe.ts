import type { AccountDeletionContext } from '../../../src/machines/account/accountDeletion.ts'
import type { MachineObserver } from '../observers.ts'

/** How an account-deletion run is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as AccountDeletionContext
    return {
      screen: s.matches('idle') ? 'account' : s.matches('deleted') ? 'leaving' : 'confirm',
      busy: s.matches('deleting'),
      error: c.refusedCode ?? c.error?.code ?? null,
    }
  },
  effect: (call) => {
    const c = call.context as AccountDeletionContext
    if (call.name === 'navigate') return { navigate: c.destination }
    if (call.name === 'clearSession') return { cookie: 'session cleared' }
    if (call.name === 'sessionChanged') return { cookie: 'session asked again' }
    // A pop-up raised without the failure kept shows no code: NaN equals no code the oracle names.
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? Number.NaN }
    return null
  },
}
