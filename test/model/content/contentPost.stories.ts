import type { ExtraStory } from '../stories.ts'

/** Post stories the generated paths do not tell (spec 3 §7, §8; spec 1 §8). */
export const stories: ExtraStory[] = [
  {
    name: 'GetView throws something that is not an API error: a retry is offered, the pop-up is raised and names GetView',
    input: {
      name: 'English post 7 from the list',
      input: { language: 'en', seq: 7, missingTo: '/support/news' },
    },
    steps: [
      {
        caseName: 'a TypeError',
        event: { type: 'xstate.error.actor.loadPost', error: new TypeError('Failed to fetch') },
      },
    ],
  },
]
