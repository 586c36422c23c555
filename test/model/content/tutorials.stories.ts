import type { ExtraStory } from '../stories.ts'

/** Tutorials stories the generated paths do not tell (spec 3 §7, §8; spec 1 §8). */
const pleats = {
  seq: 3,
  title: 'Pleats and folds',
  summary: 'Fold a skirt.',
  level: 'intermediate',
  minutes: 20,
  thumbnailUrl: '/media/features/t-375.svg',
}
const thrown = (invoke: string) => ({
  caseName: 'a TypeError',
  event: { type: `xstate.error.actor.${invoke}`, error: new TypeError('Failed to fetch') },
})

export const stories: ExtraStory[] = [
  {
    name: 'both calls throw something that is not an API error: each pop-up names its call, GetTutorialList then GetTutorialView',
    input: { name: 'Japanese tutorials page', input: { language: 'ja' } },
    steps: [
      thrown('loadList'),
      { caseName: 'retries', event: { type: 'tutorials.retry' } },
      { caseName: 'one tutorial', event: { type: 'xstate.done.actor.loadList', output: [pleats] } },
      { caseName: 'opens tutorial 3', event: { type: 'tutorial.open', seq: 3 } },
      thrown('loadTutorial'),
    ],
  },
]
