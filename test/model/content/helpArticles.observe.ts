import type { HelpArticlesContext } from '../../../src/machines/content/helpArticles.ts'
import type { MachineObserver } from '../observers.ts'

/** How the support page's FAQ and help articles are seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as HelpArticlesContext
    return {
      loading: s.matches('loading'),
      faq: c.help?.faq.map((f) => f.title) ?? [],
      articles: c.help?.sections.flatMap((x) => x.articles.map((a) => a.title)) ?? [],
      retry: s.matches('failed'),
      /** The call the global error pop-up names (spec 1 §8), once a call failed. */
      failedCall: c.error?.apiName ?? null,
    }
  },
  effect: (call) =>
    call.name === 'reportFailure'
      ? { popup: (call.context as HelpArticlesContext).error?.code ?? -1 }
      : null,
}
