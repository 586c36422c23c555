import { ResultOnly } from '../../../src/contract/index.ts'
import { failures } from '../../../src/tools/testing/fixtures.ts'
import type { ExtraStory } from '../stories.ts'

/** Account-deletion stories the generated paths do not tell (spec 1 §7, §8), judged by the oracle. */
const member = { name: 'a personal member', input: { comId: '', brId: 'personal' } }
const step = (type: string, caseName: string) => ({ caseName, event: { type } })
const start = step('deletion.start', 'asks to delete the account')
const confirm = step('deletion.confirm', 'confirms')
const cancel = step('deletion.cancel', 'cancels')
const refused = {
  caseName: 'errCode -1, not this member',
  event: {
    type: 'xstate.done.actor.deleteUser',
    output: ResultOnly.parse({ result: { errCode: -1, errMsg: 'not this member' } }),
  },
}
const failed = {
  caseName: 'HTTP 500',
  event: { type: 'xstate.error.actor.deleteUser', error: failures.http500('DeleteUser') },
}

export const stories: ExtraStory[] = [
  {
    name: 'refused, then confirms again: the refusal no longer shows while DeleteUser is sent again',
    input: member,
    steps: [start, confirm, refused, confirm],
  },
  {
    name: 'a server error, then cancels: the confirmation closes with its error',
    input: member,
    steps: [start, confirm, failed, cancel, start],
  },
  {
    name: 'a survey text longer than DeleteUser takes is cut to its limit',
    input: member,
    steps: [
      start,
      {
        caseName: 'writes 2,010 characters',
        event: { type: 'survey.change', value: `Because ${'x'.repeat(2002)}` },
      },
      confirm,
    ],
  },
]
