import type { SteamClaimContext } from '../../../src/machines/event/steamClaim.ts'
import type { MachineObserver } from '../observers.ts'

/** How the Steam claim page is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as SteamClaimContext
    return {
      form: s.matches('editing'),
      blank: s.matches('editing') && c.blank,
      checking: s.matches('checkingLicense') || s.matches('checkingOwnership'),
      status: s.matches('result') ? c.status : null,
      /** The call the global error pop-up names (spec 1 §8), once a call failed. */
      failedCall: c.error?.apiName ?? null,
    }
  },
  effect: (call) => {
    const c = call.context as SteamClaimContext
    if (call.name === 'navigate') return c.destination ? { navigate: c.destination } : null
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? -1 }
    return null
  },
}
