import type { SignOutContext } from '../../../src/machines/account/signOut.ts'
import type { MachineObserver } from '../observers.ts'

/** How a sign-out run is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => ({ screen: s.matches('signedOut') ? 'leaving' : 'signing out' }),
  effect: (call) => {
    if (call.name === 'navigate') return { navigate: (call.context as SignOutContext).destination }
    if (call.name === 'clearSession') return { cookie: 'session cleared' }
    // The session actor is asked again, so the header stops showing the member (SESSION-2).
    if (call.name === 'sessionChanged') return { cookie: 'session asked again' }
    return null
  },
}
