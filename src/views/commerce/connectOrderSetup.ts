import type { EventFrom, SnapshotFrom } from 'xstate'
import { isEndUserRowDisabled, type EndUserRow, type PurchaseKind } from '../../contract/index.ts'
import {
  listedUsers,
  type EditableStep,
  type OrderLine,
  type OrderSetupContext,
  type QuantityField,
  type SetupStep,
  type orderSetupMachine,
} from '../../machines/commerce/orderSetup.ts'
import type { EndUserCreateOutput } from '../../machines/commerce/endUserCreate.ts'

export type OrderSetupScreen = 'loading' | 'unavailable' | 'steps' | 'done'

/** One row of the end-user ID pop-up as it is shown (spec 2 §4). */
export interface EndUserOption {
  row: EndUserRow
  disabled: boolean
  scheduled: boolean
}

/** What the order steps of a company show and the intents they send (spec 2 §2 steps 1-4, §4). */
export interface OrderSetupApi {
  screen: OrderSetupScreen
  step: SetupStep
  kind: PurchaseKind | null
  target: EndUserRow | null
  /** The end-user ID pop-up: 1 select, 2 create, 0 closed. */
  popup: 0 | 1 | 2
  /** The rows the search leaves, as shown. */
  options: EndUserOption[]
  /** The company has end users at all (before any search). */
  hasUsers: boolean
  search: string
  /** The list is being asked again after a creation. */
  relisting: boolean
  choice: string | null
  canSelect: boolean
  seats: number
  periods: number
  showSeats: boolean
  minSeats: number
  maxSeats: number
  problem: QuantityField | null
  /** The earlier step the edit-confirm pop-up asks about. */
  editing: EditableStep | null
  /** The order line, once confirmed. */
  line: OrderLine | null
  retry: () => void
  chooseKind: (kind: PurchaseKind) => void
  openEndUsers: () => void
  pick: (id: string) => void
  select: () => void
  closeEndUsers: () => void
  searchUsers: (query: string) => void
  createEndUser: () => void
  /** The create step is over: the new end user's id, or null when cancelled. */
  createDone: (created: EndUserCreateOutput) => void
  changeQuantity: (field: QuantityField, value: number) => void
  next: () => void
  confirm: () => void
  edit: (step: EditableStep) => void
  confirmEdit: () => void
  cancelEdit: () => void
}

export function connectOrderSetup(
  state: SnapshotFrom<typeof orderSetupMachine>,
  send: (event: EventFrom<typeof orderSetupMachine>) => void,
): OrderSetupApi {
  const c: OrderSetupContext = state.context
  const screen: OrderSetupScreen = state.matches('loading')
    ? 'loading'
    : state.matches('unavailable')
      ? 'unavailable'
      : state.matches('done')
        ? 'done'
        : 'steps'
  return {
    screen,
    step: c.step,
    kind: c.kind,
    target: c.target,
    popup: state.matches('creating')
      ? 2
      : state.matches('picking') || state.matches('relisting')
        ? 1
        : 0,
    options: listedUsers(c).map((row) => ({
      row,
      disabled: isEndUserRowDisabled(row, c.kind ?? 'new'),
      scheduled: row.pendingEndDt !== '',
    })),
    hasUsers: c.users.length > 0,
    search: c.search,
    relisting: state.matches('relisting'),
    choice: c.choice,
    canSelect: state.can({ type: 'endUser.select' }),
    seats: c.seats,
    periods: c.periods,
    showSeats: c.maxSeats > 1,
    minSeats: c.minSeats,
    maxSeats: c.maxSeats,
    problem: c.problem,
    editing: state.matches('editConfirm') ? c.editing : null,
    line: state.status === 'done' ? state.output : null,
    retry: () => send({ type: 'setup.retry' }),
    chooseKind: (kind) => send({ type: 'order.kind', kind }),
    openEndUsers: () => send({ type: 'endUser.open' }),
    pick: (id) => send({ type: 'endUser.pick', id }),
    select: () => send({ type: 'endUser.select' }),
    closeEndUsers: () => send({ type: 'endUser.close' }),
    searchUsers: (query) => send({ type: 'endUser.search', query }),
    createEndUser: () => send({ type: 'endUser.create' }),
    createDone: (created) =>
      send(
        created ? { type: 'endUser.created', id: created.id } : { type: 'endUser.createCancel' },
      ),
    changeQuantity: (field, value) => send({ type: 'quantity.change', field, value }),
    next: () => send({ type: 'quantity.next' }),
    confirm: () => send({ type: 'order.confirm' }),
    edit: (step) => send({ type: 'step.edit', step }),
    confirmEdit: () => send({ type: 'edit.confirm' }),
    cancelEdit: () => send({ type: 'edit.cancel' }),
  }
}
