import { assign, fromPromise, setup } from 'xstate'
import type { ContentItem, Language } from '../../contract/index.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import { latestNews } from '../../services/content/content.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'

/** The home page's news list (spec 3 §2, §9): page 0, four posts, in the content language. */
export const HOME_NEWS_COUNT = 4

export interface HomeContentContext {
  language: Language
  news: ContentItem[]
  /** The last failure of GetList, for the global error pop-up. */
  error: ApiFailure | null
}

export const homeContentMachine = setup({
  types: {
    context: {} as HomeContentContext,
    input: {} as { language: Language },
    events: {} as { type: 'home.retry' },
    meta: {} as RuleMeta,
  },
  actors: {
    loadNews: fromPromise<ContentItem[], { language: Language; count: number }>(({ input }) =>
      latestNews(input),
    ),
  },
  guards: {
    raisesErrorPopup: ({ context }) => raisesErrorPopup(context.error),
  },
  actions: {
    /** Injected by the view: raises the global error pop-up of spec 1 §8 with `context.error`. */
    reportFailure: () => undefined,
    keepNews: assign({ news: (_, params: { news: ContentItem[] }) => params.news, error: null }),
    keepFailure: assign({
      news: [],
      error: (_, params: { error: unknown }) => failureOf(params.error, 'GetList'),
    }),
  },
}).createMachine({
  id: 'homeContent',
  description: 'News on the home page (spec 3 §2).',
  context: ({ input }) => ({ language: input.language, news: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Asking GetList for the four newest news posts (spec 3 §7).',
      invoke: {
        id: 'loadNews',
        src: 'loadNews',
        input: ({ context }) => ({ language: context.language, count: HOME_NEWS_COUNT }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepNews', params: ({ event }) => ({ news: event.output }) },
        },
        onError: {
          target: 'failing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: { description: 'The news list is shown.' },
    failing: {
      description: 'The list failed: it is emptied (spec 3 §8).',
      always: [
        {
          guard: 'raisesErrorPopup',
          target: 'failed',
          actions: 'reportFailure',
          description:
            'A network or unexpected failure also raises the global error pop-up (spec 1 §8).',
          meta: { rules: ['ERRPOP-1'] },
        },
        { target: 'failed', description: 'A refused request (HTTP 4xx) only empties the list.' },
      ],
    },
    failed: {
      description: 'The list stays empty; the visitor may retry.',
      on: { 'home.retry': 'loading' },
    },
  },
})
