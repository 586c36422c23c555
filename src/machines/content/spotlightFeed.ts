import { assign, fromPromise, setup } from 'xstate'
import type { CommunityPostCard, CommunitySort } from '../../contract/index.ts'
import {
  communityFailureOf,
  searchPosts,
  type CommunityFailure,
  type FeedPage,
  type FeedRequest,
} from '../../services/content/community.ts'
import type { RuleMeta } from '../core/rules.ts'

export interface SpotlightFeedInput {
  /** Spec 3 §9: spotlight 110 (news 100). */
  category: number
  /** Spec 3 §9: the product tag, fixed. */
  tags: readonly string[]
  /** Spec 3 §9: 12 a page. */
  pageSize: number
  /** Spec 3 §9: latest by default. */
  sortBy: CommunitySort
  keyword: string
}

export interface SpotlightFeedContext extends SpotlightFeedInput {
  posts: CommunityPostCard[]
  totalCount: number
  /** The lastSort of the last page, repeated as searchAfter for the next one (spec 3 §7). */
  lastSort: string[] | null
  /** The last failure, normalised (spec 3 §8). */
  error: CommunityFailure | null
}

export type SpotlightFeedEvent =
  { type: 'feed.more' } | { type: 'feed.retry' } | { type: 'feed.search'; keyword: string }

/** What the search asks for: the first page (`searchAfter` null) or the page after `lastSort`. */
export const feedRequest = (
  c: SpotlightFeedContext,
  searchAfter: string[] | null,
): FeedRequest => ({
  category: c.category,
  tags: c.tags,
  keyword: c.keyword,
  sortBy: c.sortBy,
  pageSize: c.pageSize,
  searchAfter,
})

/** The user-spotlight feed (spec 3 §2, §3, §7, §8, §9): keyset pages of community posts. */
export const spotlightFeedMachine = setup({
  types: {
    context: {} as SpotlightFeedContext,
    input: {} as SpotlightFeedInput,
    events: {} as SpotlightFeedEvent,
    meta: {} as RuleMeta,
  },
  actors: {
    search: fromPromise<FeedPage, FeedRequest>(({ input }) => searchPosts(input)),
  },
  guards: {
    hasMore: ({ context }) =>
      context.lastSort !== null && context.posts.length < context.totalCount,
  },
  actions: {
    keepFirstPage: assign((_, params: { page: FeedPage }) => ({
      posts: params.page.posts,
      totalCount: params.page.totalCount,
      lastSort: params.page.lastSort,
      error: null,
    })),
    addPage: assign(({ context }, params: { page: FeedPage }) => ({
      posts: [...context.posts, ...params.page.posts],
      totalCount: params.page.totalCount,
      lastSort: params.page.lastSort,
      error: null,
    })),
    keepFailure: assign({
      error: (_, params: { error: unknown }) => communityFailureOf(params.error),
    }),
    startOver: assign({
      keyword: (_, params: { keyword: string }) => params.keyword.trim(),
      posts: [],
      totalCount: 0,
      lastSort: null,
      error: null,
    }),
  },
}).createMachine({
  id: 'spotlightFeed',
  description: 'The user-spotlight feed with keyset paging (spec 3 §2, §3, §7, §9).',
  context: ({ input }) => ({
    ...input,
    posts: [],
    totalCount: 0,
    lastSort: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description:
        'Searching the first page: category 110, the product tag, 12 a page, latest first (spec 3 §9).',
      meta: { rules: ['FEED-1'] },
      invoke: {
        id: 'searchFirst',
        src: 'search',
        input: ({ context }) => feedRequest(context, null),
        onDone: {
          target: 'ready',
          actions: { type: 'keepFirstPage', params: ({ event }) => ({ page: event.output }) },
          description: 'The first page is listed with its totalCount and lastSort.',
          meta: { rules: ['FEED-1'] },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The failure is kept as status, message and code (spec 3 §8).',
          meta: { rules: ['FEED-4'] },
        },
      },
    },
    ready: {
      description: 'The posts are listed; more are offered while some are left (spec 3 §7).',
      on: {
        'feed.more': {
          guard: 'hasMore',
          target: 'loadingMore',
          description:
            'More posts are asked while the feed lists fewer than totalCount and has a lastSort.',
          meta: { rules: ['FEED-3'] },
        },
        'feed.search': {
          target: 'loading',
          actions: { type: 'startOver', params: ({ event }) => ({ keyword: event.keyword }) },
          description: 'A new keyword searches again from the first page.',
          meta: { rules: ['FEED-5'] },
        },
      },
    },
    loadingMore: {
      description:
        'Searching the page after the last one: searchAfter repeats lastSort (spec 3 §7).',
      meta: { rules: ['FEED-2'] },
      invoke: {
        id: 'searchMore',
        src: 'search',
        input: ({ context }) => feedRequest(context, context.lastSort),
        onDone: {
          target: 'ready',
          actions: { type: 'addPage', params: ({ event }) => ({ page: event.output }) },
          description: 'The next posts are added after those listed.',
          meta: { rules: ['FEED-2'] },
        },
        onError: {
          target: 'ready',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          description:
            'The listed posts stay; the failure is kept and more may be asked again (spec 3 §8).',
          meta: { rules: ['FEED-4'] },
        },
      },
    },
    failed: {
      description: 'The first page failed: nothing is listed; the visitor may ask again.',
      meta: { rules: ['FEED-4'] },
      on: {
        'feed.retry': {
          target: 'loading',
          description: 'Ask the first page again (there is no automatic retry, spec 3 §9).',
          meta: { rules: ['FEED-4'] },
        },
        'feed.search': {
          target: 'loading',
          actions: { type: 'startOver', params: ({ event }) => ({ keyword: event.keyword }) },
          description: 'A new keyword searches again from the first page.',
          meta: { rules: ['FEED-5'] },
        },
      },
    },
  },
})
