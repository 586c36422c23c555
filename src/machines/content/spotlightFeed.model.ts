import { CommunityPostCard } from '../../contract/index.ts'
import { COMMUNITY_FALLBACK_MESSAGE } from '../../services/content/community.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { spotlightFeedMachine } from './spotlightFeed.ts'

const card = (id: number) =>
  CommunityPostCard.parse({
    id: String(id),
    category: 110,
    tags: ['Drape3D', 'fashion'],
    title: `Showcase ${String(id)}`,
    excerpt: `Post ${String(id)}, in short`,
    thumbnailUrl: '',
    creatorId: 'c-mira',
    creatorName: 'Mira Ellison',
    language: 'en',
    likes: id,
    publishedAt: '2026-11-01T00:00:00.000Z',
  })
const failed = [
  {
    name: 'HTTP 500 with a message',
    error: { status: 500, message: 'Internal error', code: -500 },
  },
  { name: 'no answer', error: { status: 0, message: COMMUNITY_FALLBACK_MESSAGE, code: -1 } },
]

/**
 * The test model of the spotlight feed (spec 3 §3, §7, §8, §9): the first page has more behind it
 * or is all there is; the next page completes it; a search by keyword starts over; failures.
 */
export const model = defineModel({
  id: 'spotlightFeed',
  title: 'User spotlight feed',
  area: 'content',
  rules: ['FEED-1', 'FEED-2', 'FEED-3', 'FEED-4', 'FEED-5'],
  machine: spotlightFeedMachine,
  model: {
    inputs: [
      {
        name: 'the spotlight: category 110, the product tag, 12 a page, latest',
        input: {
          category: 110,
          tags: ['Drape3D'],
          pageSize: 12,
          sortBy: 'latest',
          keyword: '',
        },
      },
    ],
    events: {
      'feed.more': [{ name: 'asks for more', event: { type: 'feed.more' } }],
      'feed.retry': [{ name: 'asks again', event: { type: 'feed.retry' } }],
      'feed.search': [
        { name: 'searches "coat"', event: { type: 'feed.search', keyword: ' coat ' } },
      ],
    },
    outcomes: {
      searchFirst: {
        done: [
          {
            name: 'two of three posts',
            output: { posts: [card(3), card(2)], totalCount: 3, lastSort: ['1700000000002', '2'] },
          },
          { name: 'no posts', output: { posts: [], totalCount: 0, lastSort: null } },
        ],
        error: failed,
      },
      searchMore: {
        done: [
          {
            name: 'the last post',
            output: { posts: [card(1)], totalCount: 3, lastSort: ['1700000000001', '1'] },
          },
        ],
        error: failed,
      },
    },
    project: (s) => ({
      n: s.context.posts.length,
      more: s.context.lastSort !== null && s.context.posts.length < s.context.totalCount,
      keyword: s.context.keyword,
      error: s.context.error?.status ?? null,
    }),
    effects: [],
  },
})
