import { SteamOwnershipResponse } from '../../contract/index.ts'
import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { steamClaimMachine } from './steamClaim.ts'

const answer = (ownsapp: boolean | null, errCode = 0) =>
  SteamOwnershipResponse.parse({
    result: { errCode, errMsg: errCode === 0 ? 'OK' : 'refused' },
    rtnObj: ownsapp === null ? null : { appownership: { ownsapp } },
  })

/** The test model of the Steam claim (spec 3 §4): each member type, each ownership answer, each failure. */
export const model = defineModel({
  id: 'steamClaim',
  title: 'Steam event claim',
  area: 'events',
  rules: ['STEAM-1', 'STEAM-2', 'STEAM-3', 'STEAM-4', 'STEAM-5', 'STEAM-6', 'STEAM-7', 'ERRPOP-1'],
  machine: steamClaimMachine,
  model: {
    inputs: [
      { name: 'a personal member', input: { memberType: 1, status: null } },
      { name: 'a company admin', input: { memberType: 3, status: null } },
      { name: 'an end user', input: { memberType: 5, status: null } },
      {
        name: 'a personal member back on ?status=overlap',
        input: { memberType: 1, status: 'overlap' },
      },
    ],
    events: {
      'steam.input': [
        { name: 'a Steam ID', event: { type: 'steam.input', value: '76561198000000001' } },
        { name: 'blanks', event: { type: 'steam.input', value: '   ' } },
      ],
      'steam.submit': [{ name: 'claims', event: { type: 'steam.submit' } }],
      'steam.again': [{ name: 'tries another ID', event: { type: 'steam.again' } }],
    },
    outcomes: {
      checkLicense: {
        done: [{ name: 'licence checked', output: null }],
        error: [{ name: 'licence check fails', error: failures.http500('Steam2010CheckLicense') }],
      },
      checkOwnership: {
        done: [
          { name: 'rtnObj null', output: answer(null) },
          { name: 'not owned', output: answer(false) },
          { name: 'owned, -1003', output: answer(true, -1003) },
          { name: 'owned, -1101', output: answer(true, -1101) },
          { name: 'owned, 0', output: answer(true, 0) },
        ],
        error: [
          { name: 'HTTP 403', error: failures.http403('Steam2010') },
          { name: 'network down', error: failures.network('Steam2010') },
        ],
      },
    },
    project: (s) => ({
      id: s.context.steamId.trim() === '' ? 'blank' : 'id',
      blank: s.context.blank,
      status: s.context.status,
      error: s.context.error?.kind ?? null,
    }),
    effects: ['navigate', 'reportFailure'],
  },
})
