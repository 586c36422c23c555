import type { EndUserField } from '../../contract/index.ts'
import { ADMIN, checks, email, result } from '../../tools/testing/endUserCreateAnswers.ts'
import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { endUserCreateMachine } from './endUserCreate.ts'

const change = (field: EndUserField, value: string, name: string) => ({
  name,
  event: { type: 'field.change' as const, field, value },
})

/**
 * The test model of the end-user ID pop-up's create step (spec 2 §4, §5, §7 InsertMember): the
 * demo company admin creating an end user; each field typed well or badly; the server's checks and
 * InsertMember's answers.
 */
export const model = defineModel({
  id: 'endUserCreate',
  title: 'Create an end user',
  area: 'store',
  rules: ['ENDUSER-1', 'ENDUSER-2', 'ENDUSER-3', 'ENDUSER-4', 'ENDUSER-5', 'ENDUSER-6', 'ERRPOP-1'],
  machine: endUserCreateMachine,
  uncovered: {
    'editing.checking|always|0:false':
      'False each time the checks start (every path that asks CheckID or CheckEmail enters `checking` with them pending), but an eventless transition whose guard is false leaves no step: the run counts a guard that blocks only for the events a path sends.',
  },
  model: {
    inputs: [ADMIN],
    events: {
      'field.change': [
        change('name', 'Choi Yu-na', 'types the name'),
        change('name', '  ', 'blanks the name'),
        change('id', 'YUNA2026', 'types the ID in upper case'),
        change('email', 'yuna@ateliernord.test', 'types the e-mail'),
        change('country', 'KR', 'chooses the country'),
        change('pw', 'Yuna#2026pw', 'types a good password'),
        change('pw', 'yuna2026', 'types the ID as the password'),
        change('pwConfirm', 'Yuna#2026pw', 'confirms the password'),
        change('pwConfirm', 'Yuna#2026px', 'confirms another password'),
      ],
      'create.submit': [{ name: 'creates', event: { type: 'create.submit' } }],
      'create.cancel': [{ name: 'cancels', event: { type: 'create.cancel' } }],
    },
    outcomes: {
      checkFields: {
        done: [
          { name: 'both free', output: checks(0, email(0, true)) },
          { name: 'ID -80 used', output: checks(-80, email(0, true)) },
          { name: 'ID -1000 not allowed', output: checks(-1000, email(0, true)) },
          { name: 'e-mail -5 used', output: checks(0, email(-5, false)) },
        ],
        error: [{ name: 'network down', error: failures.network('CheckID') }],
      },
      insertMember: {
        done: [
          { name: 'errCode 0, created', output: result(0) },
          { name: 'errCode -80', output: result(-80, 'id is already used') },
          { name: 'errCode -5', output: result(-5, 'e-mail is already used') },
          { name: 'errCode -1001', output: result(-1001, 'forbidden word in the name') },
          { name: 'errCode -10 (other)', output: result(-10, 'country is required') },
        ],
        error: [
          { name: 'HTTP 500', error: failures.http500('InsertMember') },
          { name: 'HTTP 403', error: failures.http403('InsertMember') },
        ],
      },
    },
    // What the guards read, as one measure of progress: the checks passed and the country.
    project: (s) => {
      const c = s.context
      const passed = [c.name, c.id, c.email, c.password, c.confirm].filter(
        (check) => check.state === 'success',
      ).length
      return passed + (c.values.country === '' ? 0 : 1) + c.pending.length * 10
    },
    effects: ['reportFailure'],
  },
})
