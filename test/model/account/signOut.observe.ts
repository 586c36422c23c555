import type { SignOutContext } from '../../../src/machines/account/signOut.ts'
import type { MachineObserver } from '../observers.ts'

/** How a sign-out run is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => ({ screen: s.matches('signedOut') ? 'leaving' : 'signing out' }),
  effect: (call) => {
    if (call.name === 'navigate') return { navigate: (call.context as SignOutContext).destination }
    if (call.name === 'clearSession') return { cookie: 'session cleared' }
    return null
  },
}
