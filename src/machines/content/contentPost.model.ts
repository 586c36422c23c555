import { ContentDetail } from '../../contract/index.ts'
import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { contentPostMachine } from './contentPost.ts'

const found = ContentDetail.parse({
  seq: 7,
  articleType: 'news',
  title: 'Drape3D 12.2 is out',
  summary: 'Faster simulation.',
  thumbnailUrl: '',
  regDt: '2026-11-01T00:00:00.000Z',
  body: 'The whole story.',
})

/** The test model of a post (spec 3 §2, §7, §8): GetView answers it, answers no info, or fails. */
export const model = defineModel({
  id: 'contentPost',
  title: 'News post',
  area: 'content',
  rules: ['POST-1', 'POST-2', 'POST-3', 'ERRPOP-1'],
  machine: contentPostMachine,
  model: {
    inputs: [
      {
        name: 'English post 7 from the list',
        input: { language: 'en', seq: 7, missingTo: '/support/news' },
      },
      {
        name: 'Japanese post 7, back to home when missing',
        input: { language: 'ja', seq: 7, missingTo: '/' },
      },
    ],
    events: { 'post.retry': [{ name: 'retries', event: { type: 'post.retry' } }] },
    outcomes: {
      loadPost: {
        done: [
          { name: 'the post', output: found },
          { name: 'no info', output: null },
        ],
        error: [
          { name: 'errCode -1', error: failures.http400('GetView') },
          { name: 'HTTP 500', error: failures.http500('GetView') },
          { name: 'network down', error: failures.network('GetView') },
        ],
      },
    },
    project: (s) => s.context.error?.kind ?? null,
    effects: ['navigate', 'reportFailure'],
  },
})
