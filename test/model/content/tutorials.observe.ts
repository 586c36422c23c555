import type { TutorialsContext } from '../../../src/machines/content/tutorials.ts'
import type { MachineObserver } from '../observers.ts'

/** How the tutorials page is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as TutorialsContext
    return {
      loading: s.matches('loading') || s.matches('opening'),
      tutorials: c.list.map((t) => t.title),
      open: c.open?.title ?? null,
      message: c.error?.message ?? null,
      retry: s.matches('failed'),
      /** The call the global error pop-up names (spec 1 §8), once a call failed. */
      failedCall: c.error?.apiName ?? null,
    }
  },
  effect: (call) =>
    call.name === 'reportFailure'
      ? { popup: (call.context as TutorialsContext).error?.code ?? -1 }
      : null,
}
