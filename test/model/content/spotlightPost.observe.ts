import type { SpotlightPostContext } from '../../../src/machines/content/spotlightPost.ts'
import type { MachineObserver } from '../observers.ts'

/** How a spotlight post is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as SpotlightPostContext
    return {
      loading: s.matches('loading'),
      post: c.post?.id ?? null,
      notFound: s.matches('notFound'),
      retry: s.matches('failed'),
      related: c.related.map((p) => p.id),
      relatedLoading: s.matches({ shown: { related: 'loading' } }),
      title: c.translation?.title ?? c.post?.title ?? null,
      translating: s.matches({ shown: { text: 'translating' } }),
      noTranslation: s.matches({ shown: { text: 'untranslated' } }),
      copied: s.matches({ shown: { share: 'copied' } }),
      error: c.error,
    }
  },
  effect: () => null,
}
