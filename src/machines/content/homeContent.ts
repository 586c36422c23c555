import { assign, fromPromise, setup } from 'xstate'
import { CONTENT_LANGUAGE, type Language } from '../../contract/core/codes.ts'
import type { ContentItem } from '../../contract/content/content.ts'
import { isApiError } from '../../services/core/apiError.ts'
import { getList } from '../../services/content/content.ts'
import { reportError } from '../shell/errorPopup.ts'

/** The home page's news list (spec 3 §2, §9): page 0, four posts, in the content language. */
export const HOME_NEWS_COUNT = 4

export const homeContentMachine = setup({
  types: {
    context: {} as { language: Language; news: ContentItem[] },
    input: {} as { language: Language },
    events: {} as { type: 'home.retry' },
  },
  actors: {
    loadNews: fromPromise<ContentItem[], { language: Language }>(async ({ input }) => {
      const res = await getList({
        page: 0,
        pagesize: HOME_NEWS_COUNT,
        keyVals: [
          { key: 'articleType', val: 'news' },
          { key: 'lang', val: CONTENT_LANGUAGE[input.language] },
        ],
      })
      return res.list.slice(0, HOME_NEWS_COUNT)
    }),
  },
  actions: {
    /** A network or unexpected failure opens the global error pop-up (spec 1 §8); injected. */
    reportFailure: ({ event }) => {
      const error = 'error' in event ? event.error : null
      if (isApiError(error) && (error.kind !== 'http' || error.status >= 500)) reportError(error)
    },
  },
}).createMachine({
  id: 'homeContent',
  description: 'News on the home page (spec 3 §2).',
  context: ({ input }) => ({ language: input.language, news: [] }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Asking GetList for the four newest news posts (spec 3 §7).',
      invoke: {
        src: 'loadNews',
        input: ({ context }) => ({ language: context.language }),
        onDone: { target: 'ready', actions: assign({ news: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: [assign({ news: [] }), 'reportFailure'] },
      },
    },
    ready: { description: 'The news list is shown.' },
    failed: {
      description: 'The list failed: it is emptied (spec 3 §8); the visitor may retry.',
      on: { 'home.retry': 'loading' },
    },
  },
})
