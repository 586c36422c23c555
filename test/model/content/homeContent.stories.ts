import { ContentItem } from '../../../src/contract/index.ts'
import { failures } from '../../../src/tools/testing/fixtures.ts'
import type { ExtraStory } from '../stories.ts'

/** Home page news stories the generated paths do not tell (spec 3 §2, §7; spec 1 §8). */
const post = (seq: number, title: string) =>
  ContentItem.parse({
    seq,
    articleType: 'news',
    title,
    summary: `${title}, in short`,
    thumbnailUrl: `/img/news/${String(seq)}.jpg`,
    regDt: '2026-11-01',
  })
const home = { name: 'Korean home page', input: { language: 'ko' } }
const answers = (caseName: string, output: unknown) => ({
  caseName,
  event: { type: 'xstate.done.actor.loadNews', output },
})
const fails = (caseName: string, error: unknown) => ({
  caseName,
  event: { type: 'xstate.error.actor.loadNews', error },
})
const retries = { caseName: 'retries', event: { type: 'home.retry' } }

export const stories: ExtraStory[] = [
  {
    name: 'GetList answers two posts: both are listed',
    input: home,
    steps: [answers('two posts', [post(12, 'Release 2026.2'), post(11, 'Fashion week')])],
  },
  {
    name: 'GetList is refused (HTTP 400): the list is empty, no pop-up; a retry asks again and lists the posts',
    input: home,
    steps: [
      fails('HTTP 400', failures.http400('GetList')),
      retries,
      answers('one post', [post(12, 'Release 2026.2')]),
    ],
  },
  {
    name: 'the network is down: the pop-up is raised; a retry that fails again raises it again',
    input: home,
    steps: [
      fails('network down', failures.network('GetList')),
      retries,
      fails('network down', failures.network('GetList')),
    ],
  },
  {
    name: 'GetList throws something that is not an API error: the pop-up is raised and names GetList',
    input: home,
    steps: [fails('a TypeError', new TypeError('Failed to fetch'))],
  },
]
