import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { homeContentMachine } from './homeContent.ts'

/** The test model of the home page's news (spec 3 §2): GetList answers, is refused or fails. */
export const model = defineModel({
  id: 'homeContent',
  title: 'Home page news',
  area: 'content',
  rules: ['ERRPOP-1'],
  machine: homeContentMachine,
  model: {
    inputs: [{ name: 'English home page', input: { language: 'en' } }],
    events: { 'home.retry': [{ name: 'retries', event: { type: 'home.retry' } }] },
    outcomes: {
      loadNews: {
        done: [{ name: 'no news yet', output: [] }],
        error: [
          { name: 'HTTP 500', error: failures.http500('GetList') },
          { name: 'HTTP 400', error: failures.http400('GetList') },
          { name: 'network down', error: failures.network('GetList') },
        ],
      },
    },
    project: (s) => s.context.error?.kind ?? null,
    effects: ['reportFailure'],
  },
})
