import { assign, fromPromise, setup } from 'xstate'
import { COOKIES } from '../../contract/core/limits.ts'
import { readCookie, writeCookie, type CookieOptions } from '../../services/core/cookies.ts'
import type { RuleMeta } from '../core/rules.ts'

/**
 * Pop-up suppression (spec 1 §2, §4; spec 3 §4). One machine per pop-up; its policy says how a close
 * is remembered:
 * - `dismissible`: the user may tick "don't show for a day" (cookie 86400 s) or "don't show again"
 *   (cookie without expiry); a plain close remembers nothing.
 * - `survey`: shown one minute after load, and again only when the last close is over a day old.
 * - `legal`: the integrated-account notice; once closed it never reopens.
 * Cookies and the clock are injected through the `readMemory` actor and `remember` action; their
 * defaults use the cookie service.
 */
export type PopupPolicy = 'dismissible' | 'survey' | 'legal'
export type CloseChoice = 'none' | 'oneDay' | 'lifetime'

/** What the cookie jar says about this pop-up: when it was last closed and whether a "do not show" mark is present. */
export interface PopupMemory {
  now: number
  /** A one-day or lifetime mark is set (the cookie's own expiry does the counting). */
  marked: boolean
  /** Epoch ms of the last close, for the survey rule; null when never closed. */
  lastClosedAt: number | null
}

export interface PopupSuppressionInput {
  id: string
  policy: PopupPolicy
}

export const ONE_DAY_MS = COOKIES.popupDayMaxAgeS * 1000
export const SURVEY_DELAY_MS = 60_000

/** The name of a pop-up's cookie; its value is the close time, so the survey rule can count a day. */
export const popupCookieName = (id: string): string => `popup_${id}`

/**
 * "A 'lifetime' choice has no expiry" (spec 1 §4): a cookie written without Max-Age would be a
 * session cookie, gone when the browser closes, so the mark is given a far-future expiry instead
 * (50 years; browsers may cap it at their own longest lifetime).
 */
export const LIFETIME_MAX_AGE_S = 50 * 365 * COOKIES.popupDayMaxAgeS

/** How a close is written (spec 1 §4): a day (86400 s) or for good, on the parent domain; a plain close writes nothing. */
export function popupCookieOptions(choice: CloseChoice): CookieOptions | null {
  if (choice === 'oneDay') return { maxAgeS: COOKIES.popupDayMaxAgeS, parentDomain: true }
  if (choice === 'lifetime') return { maxAgeS: LIFETIME_MAX_AGE_S, parentDomain: true }
  return null
}

/** Default of `readMemory`: the pop-up's cookie and the clock. */
export function readPopupMemory(id: string, now: number): PopupMemory {
  const value = readCookie(popupCookieName(id))
  const closedAt = value === null ? null : Number(value)
  return {
    now,
    marked: value !== null,
    lastClosedAt: Number.isFinite(closedAt) ? closedAt : null,
  }
}

export interface PopupSuppressionContext extends PopupSuppressionInput {
  memory: PopupMemory | null
  choice: CloseChoice
}

type Events =
  /** The user ticks or unticks "don't show for a day" / "don't show again" while the pop-up is open. */
  | { type: 'popup.choose'; choice: CloseChoice }
  /** The close button (or a link inside); a choice given here wins over the one ticked before. */
  | { type: 'popup.close'; choice?: CloseChoice }
  | { type: 'popup.escape' }
  | { type: 'popup.outsideClick' }

export const popupSuppressionMachine = setup({
  types: {
    context: {} as PopupSuppressionContext,
    input: {} as PopupSuppressionInput,
    events: {} as Events,
    meta: {} as RuleMeta,
  },
  actors: {
    /** Reads the pop-up's cookie and the clock (default: the cookie service and Date.now). */
    readMemory: fromPromise<PopupMemory, { id: string }>(({ input }) =>
      Promise.resolve(readPopupMemory(input.id, Date.now())),
    ),
  },
  guards: {
    isMarkedHidden: ({ context }) =>
      context.policy === 'dismissible' && context.memory?.marked === true,
    isLegalAlreadyClosed: ({ context }) =>
      context.policy === 'legal' && context.memory?.marked === true,
    isSurvey: ({ context }) => context.policy === 'survey',
    isWithinOneDay: ({ context }) => {
      const m = context.memory
      return m?.lastClosedAt != null && m.now - m.lastClosedAt <= ONE_DAY_MS
    },
  },
  actions: {
    /** Default: writes the pop-up's cookie through the cookie service; swap with `.provide()` in tests. */
    remember: ({ context }) => {
      const choice: CloseChoice = context.policy === 'dismissible' ? context.choice : 'lifetime'
      const options = popupCookieOptions(choice)
      if (options) writeCookie(popupCookieName(context.id), String(Date.now()), options)
    },
    keepMemory: assign({ memory: (_, params: { memory: PopupMemory }) => params.memory }),
    /** The ticked choice is kept until the pop-up closes, whichever way it closes (spec 1 §4, spec 3 §4). */
    storeChoice: assign({
      choice: ({ context }, params: { choice?: CloseChoice }) => params.choice ?? context.choice,
    }),
  },
  delays: {
    surveyDelay: SURVEY_DELAY_MS,
  },
}).createMachine({
  id: 'popupSuppression',
  description: 'Whether one shell pop-up shows now, and how its close is remembered (spec 1 §4).',
  context: ({ input }) => ({ ...input, memory: null, choice: 'none' }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Reading the pop-up cookie and the clock (spec 1 §4).',
      meta: { rules: ['POPUP-1', 'POPUP-2', 'POPUP-4', 'POPUP-5'] },
      invoke: {
        id: 'readMemory',
        src: 'readMemory',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'deciding',
          actions: { type: 'keepMemory', params: ({ event }) => ({ memory: event.output }) },
          description: 'The cookie jar and the clock are read.',
          meta: { rules: ['POPUP-1', 'POPUP-2', 'POPUP-4', 'POPUP-5'] },
        },
        onError: {
          target: 'deciding',
          description:
            'The cookies cannot be read: nothing says the pop-up was closed, so it shows (the survey still after its minute).',
          meta: { rules: ['POPUP-1', 'POPUP-3'] },
        },
      },
    },
    deciding: {
      description: 'Whether an earlier close hides the pop-up, per its policy (spec 1 §2, §4).',
      meta: { rules: ['POPUP-1', 'POPUP-2', 'POPUP-3', 'POPUP-5'] },
      always: [
        {
          guard: 'isMarkedHidden',
          target: 'suppressed',
          description:
            'A one-day or lifetime mark is present: the pop-up stays hidden (spec 1 §4).',
          meta: { rules: ['POPUP-1', 'POPUP-2'] },
        },
        {
          guard: 'isLegalAlreadyClosed',
          target: 'suppressed',
          description: 'The legal pop-up was closed once: it never reopens (spec 1 §2).',
          meta: { rules: ['POPUP-5'] },
        },
        {
          guard: 'isSurvey',
          target: 'waiting',
          description: 'The survey waits one minute after load before it may show (spec 1 §2).',
          meta: { rules: ['POPUP-3'] },
        },
        {
          target: 'open',
          description: 'Nothing hides it: the pop-up shows.',
          meta: { rules: ['POPUP-1', 'POPUP-2', 'POPUP-5'] },
        },
      ],
    },
    waiting: {
      description: 'The survey counts down one minute from page load (spec 1 §2, §9).',
      meta: { rules: ['POPUP-3'] },
      after: {
        surveyDelay: [
          {
            guard: 'isWithinOneDay',
            target: 'suppressed',
            description:
              'The survey was closed less than a day ago: it does not reappear (spec 1 §2).',
            meta: { rules: ['POPUP-4'] },
          },
          {
            target: 'open',
            description:
              'One minute has passed and the last close is over a day old, or never happened (spec 1 §2).',
            meta: { rules: ['POPUP-3', 'POPUP-4'] },
          },
        ],
      },
    },
    open: {
      description:
        'The pop-up is on screen; Escape, an outside click or its close button close it (spec 3 §4).',
      meta: { rules: ['POPUP-6'] },
      on: {
        'popup.choose': {
          actions: { type: 'storeChoice', params: ({ event }) => event },
          description:
            'The user ticks "don\'t show for a day" or "don\'t show again" (or unticks it); it is kept for the close (spec 1 §4).',
          meta: { rules: ['POPUP-1', 'POPUP-2'] },
        },
        'popup.close': {
          target: 'closed',
          actions: [{ type: 'storeChoice', params: ({ event }) => event }, 'remember'],
          description: 'The close button: the ticked choice is remembered (spec 1 §4).',
          meta: { rules: ['POPUP-1', 'POPUP-2', 'POPUP-6'] },
        },
        'popup.escape': {
          target: 'closed',
          actions: 'remember',
          description:
            'Escape closes it; the ticked choice is remembered all the same (spec 1 §4, spec 3 §4).',
          meta: { rules: ['POPUP-1', 'POPUP-2', 'POPUP-6'] },
        },
        'popup.outsideClick': {
          target: 'closed',
          actions: 'remember',
          description:
            'A click outside closes it; the ticked choice is remembered all the same (spec 1 §4, spec 3 §4).',
          meta: { rules: ['POPUP-1', 'POPUP-2', 'POPUP-6'] },
        },
      },
    },
    // Stryker disable next-line ObjectLiteral: a state that takes no event; the page shows it hidden whether or not the process ends there
    closed: {
      description: 'Closed by the user; the close is remembered per policy (spec 1 §4).',
      meta: { rules: ['POPUP-1', 'POPUP-2', 'POPUP-4', 'POPUP-5'] },
      // Stryker disable next-line StringLiteral: the state takes no event; ending the process changes nothing the page shows
      type: 'final',
    },
    // Stryker disable next-line ObjectLiteral: a state that takes no event; the page shows it hidden whether or not the process ends there
    suppressed: {
      description: 'Not shown on this page load because of an earlier close (spec 1 §4).',
      meta: { rules: ['POPUP-1', 'POPUP-2', 'POPUP-4', 'POPUP-5'] },
      // Stryker disable next-line StringLiteral: the state takes no event; ending the process changes nothing the page shows
      type: 'final',
    },
  },
})
