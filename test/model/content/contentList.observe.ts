import type { ContentListContext } from '../../../src/machines/content/contentList.ts'
import type { MachineObserver } from '../observers.ts'

/** How a news or case-study list page is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as ContentListContext
    const first = s.matches('loading')
    return {
      placeholders: first ? 20 : 0,
      posts: c.items.map((p) => p.seq),
      loadState: c.loadState,
      more: s.matches('ready') && c.items.length < c.totalCnt,
      loadingMore: s.matches('loadingMore'),
      retry: s.matches('failed'),
      /** The call the global error pop-up names (spec 1 §8), once a call failed. */
      failedCall: c.error?.apiName ?? null,
    }
  },
  effect: (call) =>
    call.name === 'reportFailure'
      ? { popup: (call.context as ContentListContext).error?.code ?? -1 }
      : null,
}
