import { CommunityPostCard } from '../../../src/contract/index.ts'
import type { ExtraStory } from '../stories.ts'

/** Spotlight feed stories the generated paths do not tell (spec 3 §3, §7: keyset paging). */
const card = (id: number) =>
  CommunityPostCard.parse({
    id: String(id),
    category: 110,
    tags: ['Drape3D'],
    title: `Showcase ${String(id)}`,
    excerpt: `Post ${String(id)}, in short`,
    thumbnailUrl: '',
    creatorId: 'c-mira',
    creatorName: 'Mira Ellison',
    language: 'en',
    likes: id,
    publishedAt: '2026-11-01T00:00:00.000Z',
  })
const spotlight = {
  name: 'the spotlight: category 110, the product tag, 12 a page, latest',
  input: { category: 110, tags: ['Drape3D'], pageSize: 12, sortBy: 'latest', keyword: '' },
}

export const stories: ExtraStory[] = [
  {
    name: 'a first page of 2 of 3 posts without a lastSort: there is nothing to search after, so more asks nothing',
    input: spotlight,
    steps: [
      {
        caseName: 'two of three posts, no lastSort',
        event: {
          type: 'xstate.done.actor.searchFirst',
          output: { posts: [card(3), card(2)], totalCount: 3, lastSort: null },
        },
      },
      { caseName: 'asks for more', event: { type: 'feed.more' } },
    ],
  },
]
