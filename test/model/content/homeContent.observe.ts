import type { HomeContentContext } from '../../../src/machines/content/homeContent.ts'
import type { MachineObserver } from '../observers.ts'

/** How the home page's news is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => ({
    screen: s.matches('loading') ? 'loading' : s.matches('ready') ? 'list' : 'empty',
    news: (s.context as HomeContentContext).news,
    /** The call the global error pop-up names (spec 1 §8), once a call failed. */
    failedCall: (s.context as HomeContentContext).error?.apiName ?? null,
  }),
  effect: (call) =>
    call.name === 'reportFailure'
      ? { popup: (call.context as HomeContentContext).error?.code ?? -1 }
      : null,
}
