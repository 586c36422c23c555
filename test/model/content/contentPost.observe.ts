import type { ContentPostContext } from '../../../src/machines/content/contentPost.ts'
import type { MachineObserver } from '../observers.ts'

/** How a post is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as ContentPostContext
    return {
      loading: s.matches('loading'),
      post: c.post?.seq ?? null,
      retry: s.matches('failed'),
      /** The call the global error pop-up names (spec 1 §8), once a call failed. */
      failedCall: c.error?.apiName ?? null,
    }
  },
  effect: (call) => {
    const c = call.context as ContentPostContext
    if (call.name === 'navigate') return c.destination ? { navigate: c.destination } : null
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? -1 }
    return null
  },
}
