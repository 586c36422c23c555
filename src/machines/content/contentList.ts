import { assign, fromPromise, setup } from 'xstate'
import type { ContentItem, Language } from '../../contract/index.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import {
  contentPage,
  type ContentPage,
  type ContentPageRequest,
} from '../../services/content/content.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'

/** Spec 3 §4, §9: while a list loads, 20 blank placeholder cards are shown. */
export const PLACEHOLDER_CARDS = 20

/**
 * How load-more asks for the next posts (spec 3 §7): `incremental` asks the next page with the
 * same size and adds it; `cumulative` asks page 1 with size current page × page size and replaces.
 */
export type LoadMoreMode = 'incremental' | 'cumulative'

/** Spec 3 §4: 1 loaded with items, -1 empty or failed; 0 before the first answer. */
export type LoadState = 0 | 1 | -1

export interface ContentListInput {
  language: Language
  /** GetList's articleType: news, CaseStudy or another type (spec 3 §7). */
  articleType: string
  pageSize: number
  mode: LoadMoreMode
}

export interface ContentListContext extends ContentListInput {
  /** The last page asked for (1 for the first). */
  page: number
  items: ContentItem[]
  totalCnt: number
  loadState: LoadState
  /** The last failure of GetList, for the global error pop-up. */
  error: ApiFailure | null
}

export type ContentListEvent = { type: 'list.more' } | { type: 'list.retry' }

/** What GetList is asked for the page `page` of the list, by the list's mode (spec 3 §7). */
export const requestFor = (c: ContentListInput, page: number): ContentPageRequest =>
  c.mode === 'cumulative'
    ? { language: c.language, articleType: c.articleType, page: 1, pagesize: page * c.pageSize }
    : { language: c.language, articleType: c.articleType, page, pagesize: c.pageSize }

export const contentListMachine = setup({
  types: {
    context: {} as ContentListContext,
    input: {} as ContentListInput,
    events: {} as ContentListEvent,
    meta: {} as RuleMeta,
  },
  actors: {
    loadPage: fromPromise<ContentPage, ContentPageRequest>(({ input }) => contentPage(input)),
  },
  guards: {
    hasMore: ({ context }) => context.items.length < context.totalCnt,
    raisesErrorPopup: ({ context }) => raisesErrorPopup(context.error),
  },
  actions: {
    /** Injected by the view: raises the global error pop-up of spec 1 §8 with `context.error`. */
    reportFailure: () => undefined,
    firstPage: assign({ page: 1 }),
    nextPage: assign({ page: ({ context }) => context.page + 1 }),
    keepPage: assign(({ context }, params: { answer: ContentPage }) => {
      // Page 1 is asked only with the list empty (at the start, or after a failure emptied it), so
      // incremental mode may always add the answer to what is listed.
      const items =
        context.mode === 'incremental'
          ? [...context.items, ...params.answer.list]
          : params.answer.list
      return {
        items,
        totalCnt: params.answer.totalCnt,
        loadState: items.length > 0 ? 1 : -1,
        error: null,
      }
    }),
    emptyList: assign({
      items: [],
      totalCnt: 0,
      loadState: -1 as LoadState,
      error: (_, params: { error: unknown }) => failureOf(params.error, 'GetList'),
    }),
  },
}).createMachine({
  id: 'contentList',
  description: 'A news or case-study list page with load-more (spec 3 §2, §4, §7).',
  context: ({ input }) => ({
    ...input,
    page: 1,
    items: [],
    totalCnt: 0,
    loadState: 0,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description:
        'Asking GetList for the first page; 20 placeholder cards are shown (spec 3 §4, §7).',
      meta: { rules: ['LIST-1', 'LIST-5'] },
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => requestFor(context, context.page),
        onDone: {
          target: 'ready',
          actions: { type: 'keepPage', params: ({ event }) => ({ answer: event.output }) },
          description: 'The first page is listed; load state 1, or -1 when it is empty.',
          meta: { rules: ['LIST-4'] },
        },
        onError: {
          target: 'failing',
          actions: { type: 'emptyList', params: ({ event }) => ({ error: event.error }) },
          description: 'The list is emptied, the count reset, load state -1 (spec 3 §8).',
          meta: { rules: ['LIST-6'] },
        },
      },
    },
    ready: {
      description: 'The posts are listed; load-more is offered while some are left (spec 3 §2).',
      on: {
        'list.more': {
          guard: 'hasMore',
          target: 'loadingMore',
          actions: 'nextPage',
          description: 'Load more asks the next page, while the list holds fewer than its total.',
          meta: { rules: ['LIST-7'] },
        },
      },
    },
    loadingMore: {
      description:
        'Asking GetList for the next posts: the next page (incremental) or page 1 with the size page × page size (cumulative).',
      meta: { rules: ['LIST-2', 'LIST-3'] },
      invoke: {
        id: 'loadMore',
        src: 'loadPage',
        input: ({ context }) => requestFor(context, context.page),
        onDone: {
          target: 'ready',
          actions: { type: 'keepPage', params: ({ event }) => ({ answer: event.output }) },
          description: 'The posts are added (incremental) or the list replaced (cumulative).',
          meta: { rules: ['LIST-2', 'LIST-3'] },
        },
        onError: {
          target: 'failing',
          actions: { type: 'emptyList', params: ({ event }) => ({ error: event.error }) },
          description: 'A failed load-more empties the list too (spec 3 §8).',
          meta: { rules: ['LIST-6'] },
        },
      },
    },
    failing: {
      description: 'The list failed and is empty (spec 3 §8).',
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
      description: 'The list stays empty with load state -1; the visitor may retry.',
      meta: { rules: ['LIST-6'] },
      on: {
        'list.retry': {
          target: 'loading',
          actions: 'firstPage',
          description: 'A retry asks the first page again.',
          meta: { rules: ['LIST-6'] },
        },
      },
    },
  },
})
