import type { SpotlightFeedContext } from '../../../src/machines/content/spotlightFeed.ts'
import type { MachineObserver } from '../observers.ts'

/** How the spotlight feed is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as SpotlightFeedContext
    return {
      loading: s.matches('loading'),
      loadingMore: s.matches('loadingMore'),
      posts: c.posts.map((p) => p.id),
      more: s.matches('ready') && c.lastSort !== null && c.posts.length < c.totalCount,
      retry: s.matches('failed'),
      error: c.error,
    }
  },
  effect: () => null,
}
