import { ContentItem } from '../../../src/contract/index.ts'
import { ApiError } from '../../../src/services/core/apiError.ts'
import type { ExtraStory } from '../stories.ts'

/** News list stories the generated paths do not tell (spec 3 §4, §7, §8). */
const post = (seq: number) =>
  ContentItem.parse({
    seq,
    articleType: 'news',
    title: `Post ${String(seq)}`,
    summary: `Post ${String(seq)}, in short`,
    thumbnailUrl: '',
    regDt: '2026-11-01T00:00:00.000Z',
  })
const posts = (from: number, n: number) => Array.from({ length: n }, (_, i) => post(from - i))
const news = {
  name: 'Chinese news, 12 a page, incremental',
  input: { language: 'zh', articleType: 'news', pageSize: 12, mode: 'incremental' },
}
const cases = {
  name: 'English case studies, 3 a page, cumulative',
  input: { language: 'en', articleType: 'CaseStudy', pageSize: 3, mode: 'cumulative' },
}
const page = (invoke: string, caseName: string, totalCnt: number, list: ContentItem[]) => ({
  caseName,
  event: { type: `xstate.done.actor.${invoke}`, output: { totalCnt, list } },
})
const more = { caseName: 'loads more', event: { type: 'list.more' } }
const retry = { caseName: 'retries', event: { type: 'list.retry' } }
/** An answer with errCode -1 (HTTP 200): spec 3 §8, the list is emptied; no pop-up, it is an answer. */
const errCode = (invoke: string) => ({
  caseName: 'errCode -1',
  event: {
    type: `xstate.error.actor.${invoke}`,
    error: new ApiError({
      apiName: 'GetList',
      kind: 'http',
      status: 200,
      code: -1,
      message: 'failed',
      detail: 'GetList errCode -1',
    }),
  },
})

export const stories: ExtraStory[] = [
  {
    name: '30 news: pages of 12, 12 and 6 are added in turn; then load more asks nothing',
    input: news,
    steps: [
      page('loadPage', 'page 1', 30, posts(30, 12)),
      more,
      page('loadMore', 'page 2', 30, posts(18, 12)),
      more,
      page('loadMore', 'page 3', 30, posts(6, 6)),
      more,
    ],
  },
  {
    name: 'case studies, cumulative: page 1 of size 6, then 9, each replacing the list',
    input: cases,
    steps: [
      page('loadPage', 'first 3', 8, posts(8, 3)),
      more,
      page('loadMore', 'first 6', 8, posts(8, 6)),
      more,
      page('loadMore', 'all 8', 8, posts(8, 8)),
      more,
    ],
  },
  {
    name: 'load more answers errCode -1: the list is emptied with load state -1, no pop-up; a retry starts again at page 1',
    input: news,
    steps: [
      page('loadPage', 'page 1', 30, posts(30, 12)),
      more,
      errCode('loadMore'),
      retry,
      page('loadPage', 'page 1', 30, posts(30, 12)),
    ],
  },
  {
    name: 'load more throws something that is not an API error: the list is emptied, the pop-up is raised and names GetList',
    input: news,
    steps: [
      page('loadPage', 'page 1', 30, posts(30, 12)),
      more,
      {
        caseName: 'a TypeError',
        event: { type: 'xstate.error.actor.loadMore', error: new TypeError('Failed to fetch') },
      },
    ],
  },
]
