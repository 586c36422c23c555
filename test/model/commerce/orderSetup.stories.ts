import { failures } from '../../../src/tools/testing/fixtures.ts'
import {
  CREATED_END_USER,
  END_USERS,
  endUsersAnswer,
  networkSeats,
  row,
  withCreated,
} from '../../../src/tools/testing/orderSetupAnswers.ts'
import type { ExtraStory } from '../stories.ts'

/**
 * Order-step stories the generated paths do not tell (spec 2 §2, §4, §5, §9): an upgrade of an end
 * user's licence, the NEW row that is scheduled, academic seats below 10, a product of one seat,
 * an empty company, editing the end user after the quantity, and the pop-up's search and create
 * step (spec 2 §4 "create returns to step 1 on cancel or completion", §5 list search). Also what a
 * wrong machine would show only later: an edit confirmed or cancelled on each step followed by
 * that step's own action (§4 edit-confirm), the seats and periods at their edges (§5, §9: not
 * whole, one over the most, the most), the pop-up opened again after a search and a close, and a
 * server error (HTTP 500) whose code the error pop-up shows (spec 1 §8).
 */
type Step = ExtraStory['steps'][number]
const ev = (caseName: string, event: Step['event']): Step => ({ caseName, event })
const listed = ev('four end users', {
  type: 'xstate.done.actor.listEndUsers',
  output: endUsersAnswer(0),
})
const kind = (k: string) => ev(k, { type: 'order.kind', kind: k })
const open = ev('opens the end users', { type: 'endUser.open' })
const pick = (id: string) => ev(id, { type: 'endUser.pick', id })
const select = ev('selects', { type: 'endUser.select' })
const seats = (n: number) =>
  ev(`${String(n)} seats`, { type: 'quantity.change', field: 'seats', value: n })
const periods = (n: number) =>
  ev(`${String(n)} periods`, { type: 'quantity.change', field: 'periods', value: n })
const next = ev('continues', { type: 'quantity.next' })
const confirm = ev('confirms', { type: 'order.confirm' })
const edit = (n: number) => ev(`edits step ${String(n)}`, { type: 'step.edit', step: n })
const editConfirm = ev('confirms the edit', { type: 'edit.confirm' })
const editCancel = ev('cancels the edit', { type: 'edit.cancel' })
const close = ev('closes the pop-up', { type: 'endUser.close' })
const search = (query: string) => ev(`searches "${query}"`, { type: 'endUser.search', query })
const create = ev('opens the create step', { type: 'endUser.create' })
const createCancel = ev('cancels the creation', { type: 'endUser.createCancel' })
const created = (id: string) => ev(`${id} created`, { type: 'endUser.created', id })
const relisted = (caseName: string, list = withCreated()) =>
  ev(caseName, { type: 'xstate.done.actor.relistEndUsers', output: endUsersAnswer(0, list) })
const relistFails = (caseName: string, error: unknown) =>
  ev(caseName, { type: 'xstate.error.actor.relistEndUsers', error })

/** Steps 1 and 2 of a NEW order with enduser1 chosen: the member is on the quantity step. */
const toQuantity = [listed, kind('new'), open, pick('enduser1'), select]

export const stories: ExtraStory[] = [
  {
    name: 'the end users fail with HTTP 500, first and after a creation: each time the error pop-up shows code -500 and names GetMyMemberList',
    input: { name: 'a company admin ordering 3 network seats', input: networkSeats() },
    steps: [
      ev('HTTP 500', {
        type: 'xstate.error.actor.listEndUsers',
        error: failures.http500('GetMyMemberList'),
      }),
      ev('asks again', { type: 'setup.retry' }),
      listed,
      kind('new'),
      open,
      create,
      created(CREATED_END_USER.id),
      relistFails('HTTP 500', failures.http500('GetMyMemberList')),
      pick('enduser1'),
      select,
    ],
  },
  {
    name: 'seats and periods at their edges: 1000 seats (over 999) and 2.5 are flagged, 999 are not; 11 and 1.5 periods are flagged, 10 go on (the most)',
    input: { name: 'a company admin ordering 3 network seats', input: networkSeats() },
    steps: [
      ...toQuantity,
      seats(1000),
      next,
      seats(2.5),
      next,
      seats(999),
      periods(11),
      next,
      periods(1.5),
      next,
      periods(10),
      next,
      confirm,
    ],
  },
  {
    name: 'an edit cancelled on steps 2, 3 and 4 leaves the member on that step, which goes on; the pop-up closed after a search opens again on the whole list with no radio',
    input: { name: 'a company admin ordering 3 network seats', input: networkSeats() },
    steps: [
      listed,
      kind('new'),
      edit(1),
      editCancel,
      open,
      pick('enduser1'),
      search('jun'),
      close,
      open,
      pick('enduser2'),
      select,
      edit(2),
      editCancel,
      seats(5),
      next,
      edit(3),
      editCancel,
      confirm,
    ],
  },
  {
    name: 'an edit confirmed on steps 3, 2 and 1 in turn: each time that step is worked on again and goes on',
    input: { name: 'a company admin ordering 3 network seats', input: networkSeats() },
    steps: [
      ...toQuantity,
      seats(5),
      next,
      edit(3),
      editConfirm,
      seats(6),
      next,
      edit(2),
      editConfirm,
      open,
      pick('enduser2'),
      select,
      periods(2),
      next,
      edit(1),
      editConfirm,
      kind('trade'),
      open,
      pick('enduser1'),
      select,
      next,
      confirm,
    ],
  },
  {
    name: "a company admin upgrades enduser1's licence: 4 seats for 2 periods, the licence replaced is enduser1's",
    input: { name: 'a company admin ordering 3 network seats', input: networkSeats() },
    steps: [
      listed,
      kind('upgrade'),
      open,
      pick('enduser2'),
      pick('enduser1'),
      select,
      seats(4),
      periods(2),
      next,
      confirm,
    ],
  },
  {
    name: 'Trade: the NEW end user with a scheduled licence can be chosen; the scheduled one that is not new cannot',
    input: { name: 'a company admin ordering 3 network seats', input: networkSeats() },
    steps: [
      listed,
      kind('trade'),
      open,
      pick('enduser3'),
      select,
      pick('newcomer'),
      select,
      next,
      confirm,
    ],
  },
  {
    name: 'academic seats: 9 is refused, 10 goes on; then the end user is edited after the quantity: the seats go back to 10',
    input: {
      name: 'a company admin ordering 12 academic seats',
      input: networkSeats({
        route: 'ent/academic/year',
        prdOptSeq: 110,
        seats: 12,
        minSeats: 10,
        maxSeats: 999,
      }),
    },
    steps: [
      ...toQuantity,
      seats(9),
      next,
      seats(10),
      next,
      edit(2),
      editConfirm,
      open,
      pick('enduser2'),
      select,
      periods(0),
      next,
      periods(3),
      next,
      confirm,
    ],
  },
  {
    name: 'a product of one seat: the seats cannot be typed, the periods can',
    input: {
      name: 'a company admin ordering the enterprise standard yearly licence',
      input: networkSeats({ route: 'ent/standad/year', prdOptSeq: 106, seats: 1, maxSeats: 1 }),
    },
    steps: [...toQuantity, seats(5), periods(2), next, confirm],
  },
  {
    name: 'a company without end users: the pop-up has no row and cannot select',
    input: { name: 'a company admin ordering 3 network seats', input: networkSeats() },
    steps: [
      ev('no end users', {
        type: 'xstate.done.actor.listEndUsers',
        output: endUsersAnswer(0, []),
      }),
      kind('new'),
      open,
      pick(END_USERS[0]?.id ?? 'enduser1'),
      select,
      ev('closes the pop-up', { type: 'endUser.close' }),
    ],
  },
  {
    name: 'searches " Mina park": the radio on enduser2 stays; opens the create step and cancels: select again with enduser2; creates yuna2026: listed again and chosen; selects it for 2 seats',
    input: { name: 'a company admin ordering 3 network seats', input: networkSeats() },
    steps: [
      listed,
      kind('new'),
      open,
      pick('enduser2'),
      search(' Mina park'),
      search('ENDUSER 1'),
      create,
      createCancel,
      create,
      created(CREATED_END_USER.id),
      relisted('five end users, the new one too'),
      select,
      seats(2),
      next,
      confirm,
    ],
  },
  {
    name: 'Trade: the new end user (NEW, no order) is chosen; a second one the list shows with an order already cannot be: the radio stays on the first',
    input: { name: 'a company admin ordering 3 network seats', input: networkSeats() },
    steps: [
      listed,
      kind('trade'),
      open,
      pick('enduser1'),
      create,
      created(CREATED_END_USER.id),
      relisted('five end users, the new one too'),
      create,
      created('yuna2027'),
      relisted('six end users, the second new one with an order', [
        ...withCreated(),
        row('yuna2027', 'Choi Yu-na', { newId: true, orderType: 'new' }),
      ]),
      select,
      next,
      confirm,
    ],
  },
  {
    name: 'the list cannot be read again after a creation: network down raises the error pop-up, errCode -1 and HTTP 400 do not; the select step keeps its list and radio',
    input: { name: 'a company admin ordering 3 network seats', input: networkSeats() },
    steps: [
      listed,
      kind('new'),
      open,
      pick('enduser1'),
      create,
      created(CREATED_END_USER.id),
      relistFails('network down', failures.network('GetMyMemberList')),
      create,
      created(CREATED_END_USER.id),
      ev('errCode -1', {
        type: 'xstate.done.actor.relistEndUsers',
        output: endUsersAnswer(-1),
      }),
      create,
      created(CREATED_END_USER.id),
      relistFails('HTTP 400', failures.http400('GetMyMemberList')),
      select,
    ],
  },
]
