import type { MarketingPermissionsContext } from '../../../src/machines/account/marketingPermissions.ts'
import type { MachineObserver } from '../observers.ts'

/**
 * How the marketing-permissions pop-up is seen from outside, in the names of its oracle. Its
 * cookies are what the machine asks the cookie service to write (the model passes `remember`
 * through to a mocked service).
 */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as MarketingPermissionsContext
    return {
      open: s.matches('editing') || s.matches('saving'),
      // Settled: the shell's later pop-ups wait while this one is still deciding (POPUP-7).
      settled: !['checking', 'deciding', 'checkingMemory'].some((state) => s.matches(state)),
      busy: s.matches('saving'),
      newsletter: c.newsletter,
      language: c.preferredLang,
      job: c.job,
      jobMissing: c.jobMissing,
      error: c.refusedCode ?? c.error?.code ?? null,
    }
  },
  effect: (call) => {
    const c = call.context as MarketingPermissionsContext
    if (call.name === 'sessionChanged') return { cookie: 'session asked again' }
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? -1 }
    return null
  },
}
