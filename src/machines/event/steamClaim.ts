import { assign, fromPromise, setup } from 'xstate'
import {
  MemberType,
  steamStatusOf,
  type SteamOwnershipResponse,
  type SteamStatus,
} from '../../contract/index.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import { steamCheckLicense, steamOwnership } from '../../services/event/event.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'

export interface SteamClaimInput {
  /** The signed-in member's type, from the session (the server checks it again). */
  memberType: number
  /** The status query of /event/steam when the page opens with one (spec 3 §2). */
  status: SteamStatus | null
}

export interface SteamClaimContext extends SteamClaimInput {
  steamId: string
  /** The Steam ID was sent blank: the form asks for one. */
  blank: boolean
  /** Where the page goes: /event/steam with the status query (read by the injected `navigate`). */
  destination: string | null
  error: ApiFailure | null
}

export type SteamClaimEvent =
  { type: 'steam.input'; value: string } | { type: 'steam.submit' } | { type: 'steam.again' }

/** The page of a status: /event/steam?status=… (spec 3 §2). */
export const statusPath = (status: SteamStatus) => `/event/steam?status=${status}`

/** The Steam event claim (spec 3 §2, §4 "Steam claim", §6, §7, §8). */
export const steamClaimMachine = setup({
  types: {
    context: {} as SteamClaimContext,
    input: {} as SteamClaimInput,
    events: {} as SteamClaimEvent,
    meta: {} as RuleMeta,
  },
  actors: {
    checkLicense: fromPromise<null, { steamId: string }>(({ input }) => steamCheckLicense(input)),
    checkOwnership: fromPromise<SteamOwnershipResponse, { steamId: string }>(({ input }) =>
      steamOwnership(input),
    ),
  },
  guards: {
    isNotPersonal: ({ context }) => context.memberType !== MemberType.PERSONAL,
    hasStatus: ({ context }) => context.status !== null,
    isSteamIdBlank: ({ context }) => context.steamId.trim() === '',
    /** The ownership answer leads to `status` by the contract's one reading of spec 3 §4. */
    leadsTo: (_, params: { answer: SteamOwnershipResponse; status: SteamStatus }) =>
      steamStatusOf(params.answer) === params.status,
    mayTryAgain: ({ context }) =>
      context.status === 'notvaild' || context.status === 'notItem' || context.status === 'overlap',
    raisesErrorPopup: ({ context }) => raisesErrorPopup(context.error),
  },
  actions: {
    /** Injected by the view: follows `context.destination`. */
    navigate: () => undefined,
    /** Injected by the view: raises the global error pop-up of spec 1 §8 with `context.error`. */
    reportFailure: () => undefined,
    keepSteamId: assign({
      steamId: (_, params: { value: string }) => params.value,
      blank: false,
    }),
    markBlank: assign({ blank: true }),
    showStatus: assign({
      status: (_, params: { status: SteamStatus }) => params.status,
      destination: (_, params: { status: SteamStatus }) => statusPath(params.status),
    }),
    startOver: assign({ status: null, steamId: '', destination: '/event/steam', error: null }),
    keepFailure: assign({
      error: (_, params: { error: unknown }) => failureOf(params.error, 'Steam2010'),
    }),
  },
}).createMachine({
  id: 'steamClaim',
  description: 'The Steam event claim of /event/steam (spec 3 §2, §4, §6, §7, §8).',
  context: ({ input }) => ({ ...input, steamId: '', blank: false, destination: null, error: null }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Who may claim decides where the page starts (spec 3 §4, §6).',
      always: [
        {
          guard: 'isNotPersonal',
          target: 'result',
          actions: [{ type: 'showStatus', params: { status: 'hasItem' } }, 'navigate'],
          description: 'Not a personal member: straight to hasItem, nothing is asked (spec 3 §6).',
          meta: { rules: ['STEAM-1'] },
        },
        {
          guard: 'hasStatus',
          target: 'result',
          description: 'The page opened with a status query: that status is shown (spec 3 §2).',
          meta: { rules: ['STEAM-6'] },
        },
        { target: 'editing', description: 'A personal member enters a Steam ID.' },
      ],
    },
    editing: {
      description: 'The Steam ID form.',
      on: {
        'steam.input': {
          actions: { type: 'keepSteamId', params: ({ event }) => ({ value: event.value }) },
          description: 'The member types the Steam ID.',
        },
        'steam.submit': [
          {
            guard: 'isSteamIdBlank',
            actions: 'markBlank',
            description: 'A blank Steam ID is not sent (spec 3 §5).',
            meta: { rules: ['STEAM-7'] },
          },
          {
            target: 'checkingLicense',
            description: 'The claim starts with the licence check (spec 3 §4).',
            meta: { rules: ['STEAM-2'] },
          },
        ],
      },
    },
    checkingLicense: {
      description: 'Steam2010CheckLicense is sent; its answer is not used (spec 3 §4, §7).',
      meta: { rules: ['STEAM-2'] },
      invoke: {
        id: 'checkLicense',
        src: 'checkLicense',
        input: ({ context }) => ({ steamId: context.steamId.trim() }),
        onDone: {
          target: 'checkingOwnership',
          description: 'Then the ownership check.',
          meta: { rules: ['STEAM-2'] },
        },
        onError: {
          target: 'checkingOwnership',
          description: 'Its answer is not used: a failed licence check goes on too (spec 3 §4).',
          meta: { rules: ['STEAM-2'] },
        },
      },
    },
    checkingOwnership: {
      description: 'Steam2010?steamid: does this Steam ID own the app (spec 3 §7)?',
      meta: { rules: ['STEAM-2'] },
      invoke: {
        id: 'checkOwnership',
        src: 'checkOwnership',
        input: ({ context }) => ({ steamId: context.steamId.trim() }),
        onDone: [
          {
            guard: {
              type: 'leadsTo',
              params: ({ event }) => ({ answer: event.output, status: 'notvaild' }),
            },
            target: 'result',
            actions: [{ type: 'showStatus', params: { status: 'notvaild' } }, 'navigate'],
            description: 'rtnObj null: notvaild (spec 3 §4).',
            meta: { rules: ['STEAM-3', 'STEAM-6'] },
          },
          {
            guard: {
              type: 'leadsTo',
              params: ({ event }) => ({ answer: event.output, status: 'notItem' }),
            },
            target: 'result',
            actions: [{ type: 'showStatus', params: { status: 'notItem' } }, 'navigate'],
            description: 'ownsapp false: notItem (spec 3 §4).',
            meta: { rules: ['STEAM-4', 'STEAM-6'] },
          },
          {
            guard: {
              type: 'leadsTo',
              params: ({ event }) => ({ answer: event.output, status: 'overlap' }),
            },
            target: 'result',
            actions: [{ type: 'showStatus', params: { status: 'overlap' } }, 'navigate'],
            description: 'Owned, errCode -1003: overlap (spec 3 §4).',
            meta: { rules: ['STEAM-5', 'STEAM-6'] },
          },
          {
            guard: {
              type: 'leadsTo',
              params: ({ event }) => ({ answer: event.output, status: 'hasItem' }),
            },
            target: 'result',
            actions: [{ type: 'showStatus', params: { status: 'hasItem' } }, 'navigate'],
            description: 'Owned, errCode -1101: hasItem (spec 3 §4).',
            meta: { rules: ['STEAM-5', 'STEAM-6'] },
          },
          {
            target: 'result',
            actions: [{ type: 'showStatus', params: { status: 'complete' } }, 'navigate'],
            description: 'Owned, any other code: complete (spec 3 §4).',
            meta: { rules: ['STEAM-5', 'STEAM-6'] },
          },
        ],
        onError: {
          target: 'failing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The check failed: the form stays with a message.',
        },
      },
    },
    failing: {
      description: 'The ownership check failed.',
      always: [
        {
          guard: 'raisesErrorPopup',
          target: 'editing',
          actions: 'reportFailure',
          description:
            'A network or unexpected failure also raises the global error pop-up (spec 1 §8).',
          meta: { rules: ['ERRPOP-1'] },
        },
        { target: 'editing', description: 'A refused request only shows its message.' },
      ],
    },
    result: {
      description: 'The status is shown (spec 3 §2, §8).',
      meta: { rules: ['STEAM-6'] },
      on: {
        'steam.again': {
          guard: 'mayTryAgain',
          target: 'editing',
          actions: ['startOver', 'navigate'],
          description: 'After notvaild, notItem or overlap the member may try another Steam ID.',
        },
      },
    },
  },
})
