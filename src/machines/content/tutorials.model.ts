import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { refusal } from '../../services/content/features.ts'
import { tutorialsMachine } from './tutorials.ts'

const item = {
  seq: 1,
  title: 'Your first shirt',
  summary: 'Sew a shirt.',
  level: 'beginner' as const,
  minutes: 12,
  thumbnailUrl: '/media/features/t-375.svg',
}

/** The test model of the tutorials page (spec 3 §7, §8). */
export const model = defineModel({
  id: 'tutorials',
  title: 'Tutorials',
  area: 'content',
  rules: ['TUTO-1', 'TUTO-2', 'ERRPOP-1'],
  machine: tutorialsMachine,
  model: {
    inputs: [{ name: 'Japanese tutorials page', input: { language: 'ja' } }],
    events: {
      'tutorial.open': [{ name: 'opens tutorial 1', event: { type: 'tutorial.open', seq: 1 } }],
      'tutorial.close': [{ name: 'closes it', event: { type: 'tutorial.close' } }],
      'tutorials.retry': [{ name: 'retries', event: { type: 'tutorials.retry' } }],
    },
    outcomes: {
      loadList: {
        done: [{ name: 'one tutorial', output: [item] }],
        error: [
          { name: 'errCode -1', error: refusal('GetTutorialList', { errCode: -1, errMsg: 'DB' }) },
          { name: 'network down', error: failures.network('GetTutorialList') },
        ],
      },
      loadTutorial: {
        done: [
          {
            name: 'the tutorial',
            output: { ...item, body: 'Open the avatar.', webm: '/t.webm', mp4: '/t.mp4' },
          },
        ],
        error: [
          {
            name: 'errCode -404',
            error: refusal('GetTutorialView', { errCode: -404, errMsg: 'Tutorial not found' }),
          },
          { name: 'network down', error: failures.network('GetTutorialView') },
        ],
      },
    },
    project: (s) => ({ open: s.context.open !== null, error: s.context.error?.code ?? null }),
    effects: ['reportFailure'],
  },
})
