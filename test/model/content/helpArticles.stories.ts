import type { ExtraStory } from '../stories.ts'

/** Help article stories the generated paths do not tell (spec 3 §3 "FAQ and help articles"; spec 1 §8). */
export const stories: ExtraStory[] = [
  {
    name: 'the FAQ throws something that is not an API error: a retry is offered, the pop-up is raised and names zendeskGetFaq',
    input: { name: 'English support page', input: { language: 'en' } },
    steps: [
      {
        caseName: 'a TypeError',
        event: { type: 'xstate.error.actor.loadHelp', error: new TypeError('Failed to fetch') },
      },
    ],
  },
]
