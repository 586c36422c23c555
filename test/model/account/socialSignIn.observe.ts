import type { SocialSignInContext } from '../../../src/machines/account/socialSignIn.ts'
import type { MachineObserver } from '../observers.ts'

/** How a social sign-in run is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => ({
    screen: s.matches('missingCode')
      ? 'missing code'
      : s.matches('redirecting')
        ? 'leaving'
        : 'exchanging',
  }),
  effect: (call) => {
    const c = call.context as SocialSignInContext
    if (call.name === 'navigate') return { navigate: c.destination ?? '(none)' }
    if (call.name === 'rememberSession') return { cookie: 'session token kept' }
    // The session actor is asked again, so the header shows the member (SESSION-2).
    if (call.name === 'sessionChanged') return { cookie: 'session asked again' }
    return null
  },
}
