import type { ExtraStory } from '../stories.ts'

/** Steam claim stories the generated paths do not tell (spec 3 §4 "Steam claim", §5). */
const personal = { name: 'a personal member', input: { memberType: 1, status: null } }

export const stories: ExtraStory[] = [
  {
    name: 'a Steam ID pasted with spaces around it is checked without them, licence and ownership alike',
    input: personal,
    steps: [
      { caseName: 'claims blank', event: { type: 'steam.submit' } },
      {
        caseName: 'pastes a Steam ID with spaces',
        event: { type: 'steam.input', value: '  76561198000000001 ' },
      },
      { caseName: 'claims', event: { type: 'steam.submit' } },
      {
        caseName: 'licence checked',
        event: { type: 'xstate.done.actor.checkLicense', output: null },
      },
      {
        caseName: 'owns the app, reward recorded',
        event: {
          type: 'xstate.done.actor.checkOwnership',
          output: {
            result: { errCode: 0, errMsg: '' },
            rtnObj: { appownership: { ownsapp: true } },
          },
        },
      },
    ],
  },
  {
    name: 'the ownership check throws something that is not an API error: the form stays, the pop-up is raised and names Steam2010',
    input: personal,
    steps: [
      { caseName: 'a Steam ID', event: { type: 'steam.input', value: '76561198000000001' } },
      { caseName: 'claims', event: { type: 'steam.submit' } },
      {
        caseName: 'licence checked',
        event: { type: 'xstate.done.actor.checkLicense', output: null },
      },
      {
        caseName: 'a TypeError',
        event: {
          type: 'xstate.error.actor.checkOwnership',
          error: new TypeError('Failed to fetch'),
        },
      },
    ],
  },
]
