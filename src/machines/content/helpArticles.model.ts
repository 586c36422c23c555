import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { helpArticlesMachine } from './helpArticles.ts'

const help = {
  faq: [{ id: 1, title: 'Is there a free trial?', body: '<p>Yes.</p>', htmlUrl: 'https://h/1' }],
  sections: [
    {
      id: 10,
      name: 'Licences',
      description: 'Seats.',
      articles: [
        { id: 2, title: 'Moving a licence', body: '<p>Sign out.</p>', htmlUrl: 'https://h/2' },
      ],
    },
  ],
}

/** The test model of the support page's FAQ and help articles (spec 3 §2, §7). */
export const model = defineModel({
  id: 'helpArticles',
  title: 'FAQ and help articles',
  area: 'support',
  rules: ['HELP-1', 'ERRPOP-1'],
  machine: helpArticlesMachine,
  model: {
    inputs: [
      { name: 'English support page', input: { language: 'en' } },
      { name: 'Chinese support page', input: { language: 'zh' } },
    ],
    events: { 'help.retry': [{ name: 'retries', event: { type: 'help.retry' } }] },
    outcomes: {
      loadHelp: {
        done: [{ name: 'the FAQ and one section', output: help }],
        error: [
          { name: 'HTTP 500', error: failures.http500('zendeskGetFaq') },
          { name: 'HTTP 400', error: failures.http400('zendeskGetFaq') },
          { name: 'network down', error: failures.network('zendeskGetFaq') },
        ],
      },
    },
    effects: ['reportFailure'],
  },
})
