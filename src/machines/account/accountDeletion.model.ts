import { ResultOnly } from '../../contract/index.ts'
import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { accountDeletionMachine } from './accountDeletion.ts'

const answer = (errCode: number, errMsg: string) =>
  ResultOnly.parse({ result: { errCode, errMsg } })

/** The test model of account deletion (spec 1 §7 DeleteUser): Pat leaves, saying why. */
export const model = defineModel({
  id: 'accountDeletion',
  title: 'Account deletion',
  area: 'accounts',
  rules: ['DELETE-1', 'DELETE-2', 'DELETE-3'],
  machine: accountDeletionMachine,
  model: {
    inputs: [
      { name: 'a personal member', input: { comId: '', brId: 'personal' } },
      { name: 'an end user of a company', input: { comId: 'company', brId: 'enduser1' } },
    ],
    events: {
      'deletion.start': [{ name: 'asks to delete the account', event: { type: 'deletion.start' } }],
      'survey.change': [
        {
          name: 'says why',
          event: { type: 'survey.change', value: '  Moving to another tool  ' },
        },
      ],
      'deletion.cancel': [{ name: 'cancels', event: { type: 'deletion.cancel' } }],
      'deletion.confirm': [{ name: 'confirms', event: { type: 'deletion.confirm' } }],
    },
    outcomes: {
      deleteUser: {
        done: [
          { name: 'errCode 0, deleted', output: answer(0, 'OK') },
          { name: 'errCode -1, not this member', output: answer(-1, 'not this member') },
        ],
        error: [
          { name: 'HTTP 500', error: failures.http500('DeleteUser') },
          { name: 'HTTP 403', error: failures.http403('DeleteUser') },
        ],
      },
    },
    project: (s) => ({ survey: s.context.surveyTxt === '' ? 'empty' : 'written' }),
    effects: ['clearSession', 'sessionChanged', 'navigate', 'reportFailure'],
  },
})
