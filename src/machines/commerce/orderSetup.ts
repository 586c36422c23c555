import { assign, fromPromise, setup } from 'xstate'
import {
  isEndUserRowDisabled,
  ORDER_LIMITS,
  type EndUserRow,
  type GetMyMemberListRequest,
  type GetMyMemberListResponse,
  type PurchaseKind,
  type PricingRouteKey,
} from '../../contract/index.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import { getMyMemberList } from '../../services/commerce/order.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'

/**
 * Checkout steps 1-4 of a company (spec 2 §2, §4 end-user ID pop-up, §6): the order type (New,
 * Trade, upgrade), the end user the licence is for (chosen in the end-user ID pop-up from
 * GetMyMemberList), the seats and periods, and the confirmation; editing an earlier step asks
 * first and clears the steps after it. What it decides is the order line of the checkout
 * (targetUserId, myLicenseSeq, cntAdd / cntTrade / cntUpgrade, cntExtend).
 */

/** The steps of spec 2 §2 this process covers, by number. */
export type SetupStep = 1 | 2 | 3 | 4
/** Steps that can be edited once passed: the order type, the end user, the quantity. */
export type EditableStep = 1 | 2 | 3
/** The end-user ID pop-up: 0 closed, 1 select, 2 create. */
export type EndUserPopup = 0 | 1 | 2
export type QuantityField = 'seats' | 'periods'

export interface OrderSetupInput {
  route: PricingRouteKey
  prdOptSeq: number
  /** The seats the route asked for (its `c`), the default of step 3. */
  seats: number
  /** The fewest seats of this product (academic 10, spec 2 §9; else 1). */
  minSeats: number
  /** The most seats: 1 for the products sold per seat of one user. */
  maxSeats: number
}

/** What the steps decided: the checkout's order line. */
export interface OrderLine {
  kind: PurchaseKind
  targetUserId: string
  /** The licence a trade or an upgrade replaces (0 for a new one). */
  myLicenseSeq: number
  seats: number
  periods: number
}

export interface OrderSetupContext extends OrderSetupInput {
  /** The route's seats, to which clearing step 3 goes back. */
  seatsDefault: number
  users: EndUserRow[]
  kind: PurchaseKind | null
  /** The radio chosen in the pop-up. */
  choice: string | null
  /** What the pop-up's list is searched for. */
  search: string
  /** The end user the create step (2) made last. */
  created: string | null
  target: EndUserRow | null
  periods: number
  problem: QuantityField | null
  /** The step being worked on. */
  step: SetupStep
  /**
   * The earlier step the member asked to edit last: set when the edit-confirm pop-up opens and
   * read only while it is open.
   */
  editing: EditableStep | null
  /** The failure the error pop-up shows, kept when one is raised (a refused request raises none). */
  error: ApiFailure | null
}

export type OrderSetupEvent =
  | { type: 'setup.retry' }
  | { type: 'order.kind'; kind: PurchaseKind }
  | { type: 'endUser.open' }
  | { type: 'endUser.pick'; id: string }
  | { type: 'endUser.select' }
  | { type: 'endUser.close' }
  | { type: 'endUser.search'; query: string }
  | { type: 'endUser.create' }
  | { type: 'endUser.created'; id: string }
  | { type: 'endUser.createCancel' }
  | { type: 'quantity.change'; field: QuantityField; value: number }
  | { type: 'quantity.next' }
  | { type: 'order.confirm' }
  | { type: 'step.edit'; step: EditableStep }
  | { type: 'edit.confirm' }
  | { type: 'edit.cancel' }

/** Periods of one order (ORDER_LIMITS.periodsMax). */
export const PERIODS_MAX = ORDER_LIMITS.periodsMax

const isWhole = (n: number) => Number.isInteger(n)
export const seatsProblem = (c: Pick<OrderSetupContext, 'seats' | 'minSeats' | 'maxSeats'>) =>
  !isWhole(c.seats) || c.seats < c.minSeats || c.seats > c.maxSeats
export const periodsProblem = (periods: number) =>
  !isWhole(periods) || periods < 1 || periods > PERIODS_MAX

/** The order line the steps decided (spec 2 §3 order payload). */
export const orderLineOf = (c: OrderSetupContext): OrderLine => {
  const kind = c.kind ?? 'new'
  return {
    kind,
    targetUserId: c.target?.id ?? '',
    myLicenseSeq: kind === 'new' ? 0 : (c.target?.licenseSeq ?? 0),
    seats: c.seats,
    periods: c.periods,
  }
}

/** Spec 2 §5: the list search ignores case and whitespace. */
const searchKey = (text: string) => text.replace(/\s+/g, '').toLowerCase()

/** The rows the pop-up lists: those whose ID or name holds the search (spec 2 §5). */
export const listedUsers = (c: Pick<OrderSetupContext, 'users' | 'search'>): EndUserRow[] => {
  const key = searchKey(c.search)
  return c.users.filter((u) => searchKey(u.id).includes(key) || searchKey(u.name).includes(key))
}

/** Whether a row of the pop-up can be chosen for this order kind (spec 2 §4); no id: none. */
export const canPick = (
  c: Pick<OrderSetupContext, 'users' | 'kind'>,
  id: string | null,
): boolean => {
  const row = c.users.find((u) => u.id === id)
  return row !== undefined && !isEndUserRowDisabled(row, c.kind ?? 'new')
}

export const orderSetupMachine = setup({
  types: {
    context: {} as OrderSetupContext,
    input: {} as OrderSetupInput,
    events: {} as OrderSetupEvent,
    output: {} as OrderLine,
    meta: {} as RuleMeta,
  },
  actors: {
    listEndUsers: fromPromise<GetMyMemberListResponse, GetMyMemberListRequest>(({ input }) =>
      getMyMemberList(input),
    ),
  },
  guards: {
    isListed: (_, params: { errCode: number }) => params.errCode === 0,
    isPickable: ({ context }, params: { id: string }) => canPick(context, params.id),
    isFieldShown: ({ context }, params: { field: QuantityField }) =>
      params.field === 'periods' || context.maxSeats > 1,
    hasChoice: ({ context }) => context.choice !== null,
    isQuantityValid: ({ context }) => !seatsProblem(context) && !periodsProblem(context.periods),
    isEarlierStep: ({ context }, params: { step: EditableStep }) => params.step < context.step,
    isEditingKind: ({ context }) => context.editing === 1,
    isEditingEndUser: ({ context }) => context.editing === 2,
    wasOnEndUser: ({ context }) => context.step === 2,
    wasOnQuantity: ({ context }) => context.step === 3,
    // Whether a failure raises the pop-up does not depend on the API's name: none is given here.
    raisesErrorPopup: (_, params: { error: unknown }) => raisesErrorPopup(failureOf(params.error)),
  },
  actions: {
    /** Injected by the view: the global error pop-up of spec 1 §8 with `context.error`. */
    reportFailure: () => undefined,
    keepUsers: assign({
      users: (_, params: { users: EndUserRow[] }) => params.users,
      error: null,
    }),
    /** A failure the error pop-up shows: kept with the name of the API it tells the help desk. */
    keepFailure: assign({
      error: (_, params: { error: unknown }) => failureOf(params.error, 'GetMyMemberList'),
    }),
    chooseKind: assign({
      kind: (_, params: { kind: PurchaseKind }) => params.kind,
      step: 2 as SetupStep,
    }),
    /**
     * The pop-up opens on the whole list. Its radio is none: no end user is chosen yet on step 2
     * (choosing one moves on to step 3; editing step 2 clears it) and closing the pop-up or
     * selecting drops the radio.
     */
    openPopup: assign({ search: '' }),
    searchUsers: assign({ search: (_, params: { query: string }) => params.query }),
    /** The end user just created is listed; it is chosen when the order kind allows it. */
    keepCreated: assign({ created: (_, params: { id: string }) => params.id }),
    chooseCreated: assign({
      users: (_, params: { users: EndUserRow[] }) => params.users,
      search: '',
      choice: ({ context }, params: { users: EndUserRow[] }) =>
        canPick({ users: params.users, kind: context.kind }, context.created)
          ? context.created
          : context.choice,
    }),
    pick: assign({ choice: (_, params: { id: string }) => params.id }),
    closePopup: assign({ choice: null }),
    takeChoice: assign({
      target: ({ context }) => context.users.find((u) => u.id === context.choice) ?? null,
      choice: null,
      step: 3 as SetupStep,
    }),
    changeQuantity: assign(({ context }, params: { field: QuantityField; value: number }) => ({
      ...context,
      [params.field]: params.value,
      problem: null,
    })),
    flagQuantity: assign({
      problem: ({ context }): QuantityField => (seatsProblem(context) ? 'seats' : 'periods'),
    }),
    toConfirm: assign({ step: 4 as SetupStep, problem: null }),
    askEdit: assign({ editing: (_, params: { step: EditableStep }) => params.step }),
    /**
     * Spec 2 §4 edit-confirm: editing step 1 clears all three; step 2 keeps step one and clears two
     * and three; step 3 clears only three.
     */
    resetFromEdited: assign(({ context }) => {
      const from = context.editing ?? 3
      return {
        ...context,
        kind: from <= 1 ? null : context.kind,
        target: from <= 2 ? null : context.target,
        seats: context.seatsDefault,
        periods: 1,
        problem: null,
        step: from,
      }
    }),
  },
}).createMachine({
  id: 'orderSetup',
  // What the steps decided, once done: the checkout's order line.
  output: ({ context }) => orderLineOf(context),
  description:
    'Checkout steps 1-4 of a company: the order type, the end user (end-user ID pop-up), the seats and periods, the confirmation (spec 2 §2, §4, §6).',
  context: ({ input }) => ({
    ...input,
    seatsDefault: input.seats,
    users: [],
    kind: null,
    choice: null,
    search: '',
    created: null,
    target: null,
    periods: 1,
    problem: null,
    step: 1,
    editing: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description:
        "GetMyMemberList: the company's end users, each with its licence of the product's group, a waiting order and a scheduled licence (spec 2 §3 end-user list row, §7).",
      meta: { rules: ['SETUP-2'] },
      invoke: {
        id: 'listEndUsers',
        src: 'listEndUsers',
        input: ({ context }) => ({ prdOptSeq: context.prdOptSeq }),
        onDone: [
          {
            guard: {
              type: 'isListed',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            target: 'kind',
            actions: { type: 'keepUsers', params: ({ event }) => ({ users: event.output.list }) },
            description: 'errCode 0: step 1, the order type, opens.',
            meta: { rules: ['SETUP-1', 'SETUP-2'] },
          },
          {
            target: 'unavailable',
            description:
              'Any other errCode: the end users cannot be listed; nothing can be ordered.',
            meta: { rules: ['SETUP-2'] },
          },
        ],
        onError: [
          {
            guard: { type: 'raisesErrorPopup', params: ({ event }) => ({ error: event.error }) },
            target: 'unavailable',
            actions: [
              { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
              'reportFailure',
            ],
            description: 'A network or server failure also raises the global error pop-up.',
            meta: { rules: ['SETUP-2', 'ERRPOP-1'] },
          },
          {
            target: 'unavailable',
            description: 'A refused request: the page says the end users are unavailable.',
            meta: { rules: ['SETUP-2'] },
          },
        ],
      },
    },
    unavailable: {
      description: 'No end-user list: nothing can be ordered; the admin may ask again.',
      meta: { rules: ['SETUP-2'] },
      on: {
        'setup.retry': {
          target: 'loading',
          description: 'The admin asks for the list again.',
          meta: { rules: ['SETUP-2'] },
        },
      },
    },
    kind: {
      description: 'Step 1: the order type, New, Trade or upgrade (spec 2 §2).',
      meta: { rules: ['SETUP-1'] },
      on: {
        'order.kind': {
          target: 'endUser',
          actions: { type: 'chooseKind', params: ({ event }) => ({ kind: event.kind }) },
          description: 'The type is chosen: step 2, the end user.',
          meta: { rules: ['SETUP-1'] },
        },
      },
    },
    endUser: {
      description:
        'Step 2: the end user the licence is for, chosen in the end-user ID pop-up (spec 2 §4, §6).',
      meta: { rules: ['SETUP-3'] },
      on: {
        'endUser.open': {
          target: 'picking',
          actions: 'openPopup',
          description: 'The end-user ID pop-up opens on its select step (1).',
          meta: { rules: ['SETUP-3'] },
        },
        'step.edit': {
          guard: { type: 'isEarlierStep', params: ({ event }) => ({ step: event.step }) },
          target: 'editConfirm',
          actions: { type: 'askEdit', params: ({ event }) => ({ step: event.step }) },
          description: 'Editing a step already passed asks first (the edit-confirm pop-up).',
          meta: { rules: ['SETUP-5'] },
        },
      },
    },
    picking: {
      description:
        "The end-user ID pop-up, select step (1): the company's end users as radio rows; a row is disabled when the order is not New and the ID already has an order type, or when it has a scheduled end date and is not new; a scheduled row shows 'Scheduled' with its dates, a new one 'NEW' (spec 2 §4).",
      meta: { rules: ['SETUP-3', 'SETUP-4'] },
      on: {
        'endUser.pick': {
          guard: { type: 'isPickable', params: ({ event }) => ({ id: event.id }) },
          actions: { type: 'pick', params: ({ event }) => ({ id: event.id }) },
          description: 'A row that is not disabled is chosen (its radio).',
          meta: { rules: ['SETUP-4'] },
        },
        'endUser.select': {
          guard: 'hasChoice',
          target: 'quantity',
          actions: 'takeChoice',
          description:
            'The select button, active only with a radio chosen: the pop-up closes (0) on step 3.',
          meta: { rules: ['SETUP-3'] },
        },
        'endUser.close': {
          target: 'endUser',
          actions: 'closePopup',
          description: 'Closed without choosing: step 2 as it was.',
          meta: { rules: ['SETUP-3'] },
        },
        'endUser.search': {
          actions: { type: 'searchUsers', params: ({ event }) => event },
          description:
            'The list is searched by ID or name, ignoring case and whitespace; the radio chosen stays.',
          meta: { rules: ['SETUP-8'] },
        },
        'endUser.create': {
          target: 'creating',
          description: 'The pop-up moves to its create step (2).',
          meta: { rules: ['ENDUSER-1'] },
        },
      },
    },
    creating: {
      description:
        'The end-user ID pop-up, create step (2): the create form (its own process) makes a new end user of the company.',
      meta: { rules: ['ENDUSER-1'] },
      on: {
        'endUser.createCancel': {
          target: 'picking',
          description: 'Cancelled: back to the select step (1), the radio as it was.',
          meta: { rules: ['ENDUSER-1'] },
        },
        'endUser.created': {
          target: 'relisting',
          actions: { type: 'keepCreated', params: ({ event }) => event },
          description: "Created: the company's end users are asked again, with the new one.",
          meta: { rules: ['ENDUSER-1', 'SETUP-2'] },
        },
      },
    },
    relisting: {
      description:
        'GetMyMemberList again after a creation: the select step (1) lists the new end user, chosen when the order type allows it.',
      meta: { rules: ['ENDUSER-1', 'SETUP-2'] },
      invoke: {
        id: 'relistEndUsers',
        src: 'listEndUsers',
        input: ({ context }) => ({ prdOptSeq: context.prdOptSeq }),
        onDone: [
          {
            guard: {
              type: 'isListed',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            target: 'picking',
            actions: {
              type: 'chooseCreated',
              params: ({ event }) => ({ users: event.output.list }),
            },
            description: 'Listed: the select step shows the new end user, its radio chosen.',
            meta: { rules: ['ENDUSER-1'] },
          },
          {
            target: 'picking',
            description: 'Not listed: the select step keeps the list it had.',
            meta: { rules: ['ENDUSER-1', 'SETUP-2'] },
          },
        ],
        onError: [
          {
            guard: { type: 'raisesErrorPopup', params: ({ event }) => ({ error: event.error }) },
            target: 'picking',
            actions: [
              { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
              'reportFailure',
            ],
            description:
              'A network or server failure raises the global error pop-up; the select step keeps its list.',
            meta: { rules: ['SETUP-2', 'ERRPOP-1'] },
          },
          {
            target: 'picking',
            description: 'A refused request: the select step keeps its list.',
            meta: { rules: ['SETUP-2'] },
          },
        ],
      },
    },
    quantity: {
      description:
        'Step 3: the seats (network and academic products; academic at least 10) and the periods (1 to 10).',
      meta: { rules: ['SETUP-6'] },
      on: {
        'quantity.change': {
          guard: { type: 'isFieldShown', params: ({ event }) => ({ field: event.field }) },
          actions: {
            type: 'changeQuantity',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
          description:
            'The periods, or the seats of a product sold in several seats, are typed (a one-seat product shows no seats).',
          meta: { rules: ['SETUP-6'] },
        },
        'quantity.next': [
          {
            guard: 'isQuantityValid',
            target: 'confirming',
            actions: 'toConfirm',
            description: 'Seats and periods in range: step 4, the confirmation.',
            meta: { rules: ['SETUP-6'] },
          },
          {
            actions: 'flagQuantity',
            description: 'Out of range: the field is flagged; the step stays.',
            meta: { rules: ['SETUP-6'] },
          },
        ],
        'step.edit': {
          guard: { type: 'isEarlierStep', params: ({ event }) => ({ step: event.step }) },
          target: 'editConfirm',
          actions: { type: 'askEdit', params: ({ event }) => ({ step: event.step }) },
          description: 'Editing a step already passed asks first (the edit-confirm pop-up).',
          meta: { rules: ['SETUP-5'] },
        },
      },
    },
    confirming: {
      description:
        'Step 4: the order type, the end user, the seats and periods, confirmed before the address and payment (spec 2 §2).',
      meta: { rules: ['SETUP-1'] },
      on: {
        'order.confirm': {
          target: 'done',
          description: 'Confirmed: the checkout goes on with this order line (steps 5-8).',
          meta: { rules: ['SETUP-1'] },
        },
        'step.edit': {
          target: 'editConfirm',
          actions: { type: 'askEdit', params: ({ event }) => ({ step: event.step }) },
          description:
            'Editing any of steps 1-3, all passed, asks first (the edit-confirm pop-up).',
          meta: { rules: ['SETUP-5'] },
        },
      },
    },
    editConfirm: {
      description:
        'The edit-confirm pop-up: editing step 1 clears all three steps, step 2 keeps step one and clears two and three, step 3 clears only three (spec 2 §4).',
      meta: { rules: ['SETUP-5'] },
      on: {
        'edit.confirm': [
          {
            guard: 'isEditingKind',
            target: 'kind',
            actions: 'resetFromEdited',
            description: 'Step 1 again: the type, the end user and the quantity are cleared.',
            meta: { rules: ['SETUP-5'] },
          },
          {
            guard: 'isEditingEndUser',
            target: 'endUser',
            actions: 'resetFromEdited',
            description: 'Step 2 again: the type stays; the end user and the quantity are cleared.',
            meta: { rules: ['SETUP-5'] },
          },
          {
            target: 'quantity',
            actions: 'resetFromEdited',
            description: 'Step 3 again: only the quantity is cleared.',
            meta: { rules: ['SETUP-5'] },
          },
        ],
        'edit.cancel': [
          {
            guard: 'wasOnEndUser',
            target: 'endUser',
            description: 'Cancelled: back on step 2, nothing cleared.',
            meta: { rules: ['SETUP-5'] },
          },
          {
            guard: 'wasOnQuantity',
            target: 'quantity',
            description: 'Cancelled: back on step 3, nothing cleared.',
            meta: { rules: ['SETUP-5'] },
          },
          {
            target: 'confirming',
            description: 'Cancelled: back on step 4, nothing cleared.',
            meta: { rules: ['SETUP-5'] },
          },
        ],
      },
    },
    done: {
      description: 'The order line is decided; the checkout form (steps 5-8) takes it.',
      meta: { rules: ['SETUP-1', 'SETUP-7'] },
      type: 'final',
    },
  },
})
