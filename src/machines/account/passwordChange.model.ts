import { ResultOnly } from '../../contract/index.ts'
import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { brokenRules, confirmationProblem, passwordChangeMachine } from './passwordChange.ts'

const answer = (errCode: number, errMsg: string) =>
  ResultOnly.parse({ result: { errCode, errMsg } })
const change = (field: 'current' | 'password' | 'confirm', value: string, name: string) => ({
  name,
  event: { type: 'field.change' as const, field, value },
})

/** The test model of the forced password change (spec 1 §4 step 3, §5): legacy01 choosing a new password. */
export const model = defineModel({
  id: 'passwordChange',
  title: 'Forced password change',
  area: 'accounts',
  rules: [
    'PASSCHANGE-1',
    'PASSCHANGE-2',
    'PASSCHANGE-3',
    'PASSCHANGE-4',
    'PASSCHANGE-5',
    'PASSCHANGE-6',
    'PASSCHANGE-7',
    'PASSCHANGE-8',
    'PASSCHANGE-9',
  ],
  machine: passwordChangeMachine,
  model: {
    inputs: [{ name: 'legacy01 signed in', input: { id: 'legacy01' } }],
    events: {
      'field.change': [
        change('current', 'legacy01', 'types the current password'),
        change('password', 'Legacy#2026a', 'types a good new password'),
        change('password', 'legacy01', 'types the id as the new password'),
        change('password', '', 'clears the new password'),
        change('confirm', 'Legacy#2026a', 'confirms the new password'),
        change('confirm', 'Leg#1', 'confirms with 5 characters'),
      ],
      'field.paste': [
        { name: 'pastes a password', event: { type: 'field.paste', field: 'password' } },
      ],
      'key.alt': [{ name: 'presses Alt in the new password', event: { type: 'key.alt' } }],
      'form.submit': [{ name: 'submits', event: { type: 'form.submit' } }],
    },
    outcomes: {
      setPassword: {
        done: [
          { name: 'errCode 0, changed', output: answer(0, 'OK') },
          { name: 'errCode -6', output: answer(-6, 'blank or too short') },
          { name: 'errCode -1004', output: answer(-1004, 'the current password is wrong') },
          { name: 'errCode -1005 (other)', output: answer(-1005, 'refused') },
        ],
        error: [
          { name: 'HTTP 500', error: failures.http500('SetMemberField') },
          { name: 'HTTP 403', error: failures.http403('SetMemberField') },
          { name: 'network down', error: failures.network('SetMemberField') },
        ],
      },
    },
    // What the guards read: which fields are filled, whether the new password holds, whether the
    // confirmation does; and whether the rules still wait for their 500 ms (the wait and its end
    // are one state of the machine).
    project: (s) => {
      const c = s.context
      const confirm = confirmationProblem(c)
      return {
        waiting: Object.values(c.ruleStates).includes('loading'),
        current: c.current.trim() !== '',
        password: c.password === '' ? 'empty' : c.altUsed || brokenRules(c).length ? 'bad' : 'good',
        confirm: confirm === 'blank' ? 'blank' : confirm ? 'wrong' : 'ok',
      }
    },
    effects: ['navigate', 'sessionChanged', 'reportFailure'],
  },
})
