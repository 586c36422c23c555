import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { orderSetupMachine } from './orderSetup.ts'
import { endUsersAnswer, networkSeats, withCreated } from '../../tools/testing/orderSetupAnswers.ts'

/**
 * The test model of a company's order steps (spec 2 §2 steps 1-4, §4): a company admin ordering
 * 3 network seats; New and Trade; a free row, a row with a waiting order, a scheduled row; seats
 * and periods in and out of range; each earlier step edited, confirmed or cancelled; the end
 * users failing for the network, a refused request or an unexpected error (one that names no
 * API: the machine must name GetMyMemberList to the error pop-up).
 */
export const model = defineModel({
  id: 'orderSetup',
  title: 'Order steps of a company',
  area: 'store',
  rules: [
    'SETUP-1',
    'SETUP-2',
    'SETUP-3',
    'SETUP-4',
    'SETUP-5',
    'SETUP-6',
    'SETUP-7',
    'SETUP-8',
    'ENDUSER-1',
    'ERRPOP-1',
  ],
  machine: orderSetupMachine,
  model: {
    inputs: [{ name: 'a company admin ordering 3 network seats', input: networkSeats() }],
    events: {
      'order.kind': [
        { name: 'New', event: { type: 'order.kind', kind: 'new' } },
        { name: 'Trade', event: { type: 'order.kind', kind: 'trade' } },
      ],
      'endUser.open': [{ name: 'opens the end users', event: { type: 'endUser.open' } }],
      'endUser.pick': [
        { name: 'enduser1', event: { type: 'endUser.pick', id: 'enduser1' } },
        { name: 'enduser2 (waiting order)', event: { type: 'endUser.pick', id: 'enduser2' } },
        { name: 'enduser3 (scheduled)', event: { type: 'endUser.pick', id: 'enduser3' } },
      ],
      'endUser.select': [{ name: 'selects', event: { type: 'endUser.select' } }],
      'endUser.close': [{ name: 'closes the pop-up', event: { type: 'endUser.close' } }],
      'endUser.search': [
        { name: 'searches " Mina park"', event: { type: 'endUser.search', query: ' Mina park' } },
      ],
      'endUser.create': [{ name: 'opens the create step', event: { type: 'endUser.create' } }],
      'endUser.created': [
        { name: 'yuna2026 created', event: { type: 'endUser.created', id: 'yuna2026' } },
      ],
      'endUser.createCancel': [
        { name: 'cancels the creation', event: { type: 'endUser.createCancel' } },
      ],
      'quantity.change': [
        {
          name: '5 seats',
          event: { type: 'quantity.change', field: 'seats', value: 5 },
        },
        {
          name: '0 seats',
          event: { type: 'quantity.change', field: 'seats', value: 0 },
        },
        {
          name: '11 periods',
          event: { type: 'quantity.change', field: 'periods', value: 11 },
        },
      ],
      'quantity.next': [{ name: 'continues', event: { type: 'quantity.next' } }],
      'order.confirm': [{ name: 'confirms', event: { type: 'order.confirm' } }],
      'step.edit': [
        { name: 'edits step 1', event: { type: 'step.edit', step: 1 } },
        { name: 'edits step 2', event: { type: 'step.edit', step: 2 } },
        { name: 'edits step 3', event: { type: 'step.edit', step: 3 } },
      ],
      'edit.confirm': [{ name: 'confirms the edit', event: { type: 'edit.confirm' } }],
      'edit.cancel': [{ name: 'cancels the edit', event: { type: 'edit.cancel' } }],
      'setup.retry': [{ name: 'asks again', event: { type: 'setup.retry' } }],
    },
    outcomes: {
      listEndUsers: {
        done: [
          { name: 'four end users', output: endUsersAnswer(0) },
          { name: 'errCode -1', output: endUsersAnswer(-1) },
        ],
        // An unexpected error (not the client's failure) names no API: the machine must name it.
        error: [
          { name: 'network down', error: failures.network('GetMyMemberList') },
          { name: 'HTTP 400', error: failures.http400('GetMyMemberList') },
          { name: 'unexpected error', error: failures.unexpected() },
        ],
      },
      relistEndUsers: {
        done: [
          { name: 'five end users, the new one too', output: endUsersAnswer(0, withCreated()) },
          { name: 'errCode -1', output: endUsersAnswer(-1) },
        ],
        error: [
          { name: 'network down', error: failures.network('GetMyMemberList') },
          { name: 'unexpected error', error: failures.unexpected() },
        ],
      },
    },
    // What the guards read: the kind, the radio and the end user chosen, the step worked on and
    // the step asked to edit (read only while the edit-confirm pop-up asks), and which field
    // continuing would flag (the seats first, then the periods), so that a path continues with
    // the periods out of range as well as with the seats.
    project: (s) => {
      const c = s.context
      const seatsOk = Number.isInteger(c.seats) && c.seats >= c.minSeats && c.seats <= c.maxSeats
      const periodsOk = Number.isInteger(c.periods) && c.periods >= 1 && c.periods <= 10
      return [
        c.kind ?? '-',
        c.choice ?? '-',
        c.target?.id ?? '-',
        c.step,
        s.matches('editConfirm') ? c.editing : '-',
        !seatsOk ? 'seats out of range' : !periodsOk ? 'periods out of range' : 'in range',
      ].join(' ')
    },
    effects: ['reportFailure'],
  },
})
