import { ContentItem } from '../../contract/index.ts'
import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { contentListMachine } from './contentList.ts'

const post = (seq: number) =>
  ContentItem.parse({
    seq,
    articleType: 'news',
    title: `Post ${String(seq)}`,
    summary: `Post ${String(seq)}, in short`,
    thumbnailUrl: '',
    regDt: '2026-11-01T00:00:00.000Z',
  })
const failed = [
  { name: 'HTTP 500', error: failures.http500('GetList') },
  { name: 'HTTP 400', error: failures.http400('GetList') },
  { name: 'network down', error: failures.network('GetList') },
]

/**
 * The test model of the content lists (spec 3 §2, §4, §7, §8): news with incremental load-more,
 * case studies with cumulative load-more; GetList answers posts, none, or fails.
 */
export const model = defineModel({
  id: 'contentList',
  title: 'News and case-study lists',
  area: 'content',
  rules: ['LIST-1', 'LIST-2', 'LIST-3', 'LIST-4', 'LIST-5', 'LIST-6', 'LIST-7', 'ERRPOP-1'],
  machine: contentListMachine,
  model: {
    inputs: [
      {
        name: 'English news, 2 a page, incremental',
        input: { language: 'en', articleType: 'news', pageSize: 2, mode: 'incremental' },
      },
      {
        name: 'Korean case studies, 3 a page, cumulative',
        input: { language: 'ko', articleType: 'CaseStudy', pageSize: 3, mode: 'cumulative' },
      },
    ],
    events: {
      'list.more': [{ name: 'loads more', event: { type: 'list.more' } }],
      'list.retry': [{ name: 'retries', event: { type: 'list.retry' } }],
    },
    outcomes: {
      loadPage: {
        done: [
          { name: 'two of three posts', output: { totalCnt: 3, list: [post(3), post(2)] } },
          { name: 'no posts', output: { totalCnt: 0, list: [] } },
        ],
        error: failed,
      },
      loadMore: {
        done: [
          { name: 'the third post', output: { totalCnt: 3, list: [post(1)] } },
          {
            name: 'all three posts',
            output: { totalCnt: 3, list: [post(3), post(2), post(1)] },
          },
        ],
        error: failed,
      },
    },
    project: (s) => ({
      n: s.context.items.length,
      more: s.context.items.length < s.context.totalCnt,
      error: s.context.error?.kind ?? null,
    }),
    effects: ['reportFailure'],
  },
})
