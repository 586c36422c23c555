import { assign, fromPromise, setup } from 'xstate'
import {
  AccountKind,
  accountKind,
  COUNTRY_CODES,
  INDUSTRIES,
  JOB_OTHERS,
  JOBS,
  LANGUAGES,
  type Language,
  type MemberRequiredInfoSetRequest,
  type ResultOnly,
  type UserInfo,
} from '../../contract/index.ts'
import { memberRequiredInfoSet } from '../../services/account/member.ts'
import { writeCookie } from '../../services/core/cookies.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'
import {
  popupCookieName,
  popupCookieOptions,
  readPopupMemory,
  type CloseChoice,
  type PopupMemory,
} from '../shell/popupSuppression.ts'

/**
 * The marketing-permissions pop-up (spec 1 §2, §4, §7): "shown only to company users with agreement
 * 0, a verified e-mail and a known country"; it asks the newsletter agreement, the preferred
 * language and the occupation (personal users) or industry (company users), and saves them with
 * MemberRequiredInfoSet (PUT; agreement, preferredLang, job).
 *
 * What the spec leaves open, decided here (rules MARKETING-4 and MARKETING-5):
 * - Closing without saving (close button, Escape, a click outside) hides it for one day with the
 *   pop-ups' one-day cookie (spec 1 §4): the answers are still owed, so it comes back, but a member
 *   who closed it is not asked again on every page of the same day, and nothing is lost for good.
 * - After a save the session is asked again (so a newsletter "yes", agreement 1, ends the pop-up
 *   everywhere) and a lifetime mark is written: a member who saved "no newsletter" keeps agreement
 *   0 and would otherwise be asked again on every page although the answers are stored.
 * Effects are injected: `remember` (the cookie), `sessionChanged`, `reportFailure`.
 */

/** The part of the session's user info the pop-up reads (spec 1 §3). */
export type MarketingUser = Pick<
  UserInfo,
  'memberType' | 'comId' | 'agreement' | 'isVerifyEmail' | 'country' | 'preferredLang' | 'job'
>

export interface MarketingPermissionsInput {
  /** The signed-in member, or null for a visitor. */
  user: MarketingUser | null
  /** The site's language: the preferred language offered when the member has none. */
  language: Language
}

/** The pop-up's cookie (`popup_marketing`): a one-day close or the lifetime mark of a save. */
export const MARKETING_POPUP_ID = 'marketing'

/** Which list the pop-up asks from (spec 1 §2): occupation for personal users, industry for company users. */
export type JobList = 'occupation' | 'industry'

/**
 * Spec 1 §4: "shown only to company users with agreement 0, a verified e-mail and a known
 * country". A company user is the company account itself (account/header reading of spec 1 §3);
 * a known country is one of the country list's codes.
 */
export function isMarketingAudience(user: MarketingUser | null): boolean {
  return (
    user !== null &&
    accountKind(user.memberType, user.comId) === AccountKind.COMPANY &&
    user.agreement === 0 &&
    user.isVerifyEmail &&
    (COUNTRY_CODES as readonly string[]).includes(user.country)
  )
}

/** Occupation for personal users, industry for company users (spec 1 §2). */
export const jobListOf = (user: Pick<MarketingUser, 'memberType' | 'comId'>): JobList =>
  accountKind(user.memberType, user.comId) === AccountKind.COMPANY ? 'industry' : 'occupation'

/** The codes of a list (spec 1 §3): its roles or industries numbered from 1, then Others = 99. */
export function jobCodes(list: JobList): number[] {
  const names = list === 'industry' ? INDUSTRIES : JOBS
  return [...names.map((_, i) => i + 1), JOB_OTHERS]
}

export interface MarketingPermissionsContext {
  audience: boolean
  list: JobList
  newsletter: boolean
  preferredLang: Language
  /** The chosen occupation or industry code; null until one is chosen. */
  job: number | null
  /** Save was asked without a choice of occupation or industry. */
  jobMissing: boolean
  memory: PopupMemory | null
  refusedCode: number | null
  error: ApiFailure | null
}

export type MarketingPermissionsEvent =
  | { type: 'marketing.newsletter'; on: boolean }
  | { type: 'marketing.language'; language: Language }
  | { type: 'marketing.job'; job: number }
  | { type: 'marketing.save' }
  | { type: 'marketing.close' }
  | { type: 'marketing.escape' }
  | { type: 'marketing.outsideClick' }

const knownLanguage = (value: string, fallback: Language): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : fallback

export const marketingPermissionsMachine = setup({
  types: {
    context: {} as MarketingPermissionsContext,
    events: {} as MarketingPermissionsEvent,
    input: {} as MarketingPermissionsInput,
    meta: {} as RuleMeta,
  },
  actors: {
    /** The pop-up's cookie and the clock (the pop-ups' cookie memory, spec 1 §4). */
    readMemory: fromPromise<PopupMemory>(() =>
      Promise.resolve(readPopupMemory(MARKETING_POPUP_ID, Date.now())),
    ),
    /** PUT /api/Member/MemberRequiredInfoSet. */
    saveRequiredInfo: fromPromise<ResultOnly, MemberRequiredInfoSetRequest>(({ input }) =>
      memberRequiredInfoSet(input),
    ),
  },
  guards: {
    /** Spec 1 §4: a company user with agreement 0, a verified e-mail and a known country. */
    isAudience: ({ context }) => context.audience,
    /** A one-day close or a saved answer is remembered in this browser. */
    isRemembered: ({ context }) => context.memory?.marked === true,
    /** An occupation or industry of the list is chosen. */
    hasJob: ({ context }) => context.job !== null,
    /** errCode 0: the answers are stored. */
    isSaved: ({ event }) => 'output' in event && (event.output as ResultOnly).result.errCode === 0,
    /** No answer, a broken answer or a server error (spec 1 §8): the global error pop-up too. */
    failureRaisesErrorPopup: ({ event }) =>
      'error' in event && raisesErrorPopup(failureOf(event.error)),
  },
  actions: {
    /** Default: writes `popup_marketing` for a day or for good through the cookie service. */
    remember: (_, params: { choice: CloseChoice }) => {
      const options = popupCookieOptions(params.choice)
      if (options) writeCookie(popupCookieName(MARKETING_POPUP_ID), String(Date.now()), options)
    },
    sessionChanged: () => undefined,
    reportFailure: () => undefined,
    keepMemory: assign({ memory: (_, params: { memory: PopupMemory }) => params.memory }),
    setNewsletter: assign({ newsletter: (_, params: { on: boolean }) => params.on }),
    setLanguage: assign({ preferredLang: (_, params: { language: Language }) => params.language }),
    setJob: assign(({ context }, params: { job: number }) =>
      jobCodes(context.list).includes(params.job) ? { job: params.job, jobMissing: false } : {},
    ),
    flagJobMissing: assign({ jobMissing: true }),
    clearOutcome: assign({ refusedCode: null, error: null }),
    keepRefusal: assign({ refusedCode: (_, params: { code: number }) => params.code }),
    keepFailure: assign({
      error: (_, params: { error: unknown }) => failureOf(params.error, 'MemberRequiredInfoSet'),
    }),
  },
}).createMachine({
  id: 'marketingPermissions',
  description:
    'The marketing-permissions pop-up: whom it is shown to, what it asks and how it is saved (spec 1 §2, §4, §7).',
  context: ({ input }) => {
    const user = input.user
    const list = user ? jobListOf(user) : 'industry'
    const job = user?.job
    return {
      audience: isMarketingAudience(user),
      list,
      newsletter: false,
      preferredLang: knownLanguage(user?.preferredLang ?? '', input.language),
      job: job !== undefined && job !== JOB_OTHERS && jobCodes(list).includes(job) ? job : null,
      jobMissing: false,
      memory: null,
      refusedCode: null,
      error: null,
    }
  },
  initial: 'checking',
  states: {
    checking: {
      description:
        "Reading the pop-up's cookie: was it closed today, or answered already? (spec 1 §4)",
      meta: { rules: ['MARKETING-4', 'MARKETING-5'] },
      invoke: {
        id: 'readMemory',
        src: 'readMemory',
        onDone: {
          target: 'deciding',
          actions: { type: 'keepMemory', params: ({ event }) => ({ memory: event.output }) },
          description: 'The cookie jar is read.',
          meta: { rules: ['MARKETING-4', 'MARKETING-5'] },
        },
        onError: {
          target: 'deciding',
          description: 'The cookies cannot be read: only the user info decides.',
          meta: { rules: ['MARKETING-1'] },
        },
      },
    },
    deciding: {
      description: 'Whether this member is asked (spec 1 §4).',
      meta: { rules: ['MARKETING-1'] },
      always: [
        {
          guard: 'isAudience',
          target: 'checkingMemory',
          description:
            'A company user with agreement 0, a verified e-mail and a known country (spec 1 §4).',
          meta: { rules: ['MARKETING-1'] },
        },
        {
          target: 'hidden',
          description:
            'Anyone else (a personal user or end user, an agreement given, an unverified e-mail, no known country) is not asked.',
          meta: { rules: ['MARKETING-1'] },
        },
      ],
    },
    checkingMemory: {
      description: 'Whether a close today or a saved answer hides it in this browser.',
      meta: { rules: ['MARKETING-4', 'MARKETING-5'] },
      always: [
        {
          guard: 'isRemembered',
          target: 'hidden',
          description: 'Closed less than a day ago, or answered already: not shown.',
          meta: { rules: ['MARKETING-4', 'MARKETING-5'] },
        },
        {
          target: 'editing',
          description: 'Nothing hides it: the pop-up shows.',
          meta: { rules: ['MARKETING-1'] },
        },
      ],
    },
    editing: {
      description:
        'The pop-up: newsletter toggle, language, occupation or industry (spec 1 §2); Save, or close.',
      meta: { rules: ['MARKETING-2'] },
      on: {
        'marketing.newsletter': {
          actions: { type: 'setNewsletter', params: ({ event }) => ({ on: event.on }) },
          description: 'The newsletter toggle is switched.',
          meta: { rules: ['MARKETING-2'] },
        },
        'marketing.language': {
          actions: { type: 'setLanguage', params: ({ event }) => ({ language: event.language }) },
          description: 'A preferred language is chosen.',
          meta: { rules: ['MARKETING-2'] },
        },
        'marketing.job': {
          actions: { type: 'setJob', params: ({ event }) => ({ job: event.job }) },
          description: 'An occupation or industry of the list is chosen.',
          meta: { rules: ['MARKETING-2'] },
        },
        'marketing.save': [
          {
            guard: 'hasJob',
            target: 'saving',
            actions: 'clearOutcome',
            description: 'Save with every answer given: MemberRequiredInfoSet is sent.',
            meta: { rules: ['MARKETING-3'] },
          },
          {
            actions: 'flagJobMissing',
            description:
              'Save without an occupation or industry: the field is flagged, nothing is sent.',
            meta: { rules: ['MARKETING-2'] },
          },
        ],
        'marketing.close': {
          target: 'dismissed',
          actions: { type: 'remember', params: { choice: 'oneDay' } },
          description: 'Closed without saving: hidden for a day (MARKETING-4).',
          meta: { rules: ['MARKETING-4'] },
        },
        'marketing.escape': {
          target: 'dismissed',
          actions: { type: 'remember', params: { choice: 'oneDay' } },
          description:
            'Escape closes it without saving: hidden for a day (spec 1 §2, MARKETING-4).',
          meta: { rules: ['MARKETING-4'] },
        },
        'marketing.outsideClick': {
          target: 'dismissed',
          actions: { type: 'remember', params: { choice: 'oneDay' } },
          description:
            'A click outside closes it without saving: hidden for a day (spec 1 §2, MARKETING-4).',
          meta: { rules: ['MARKETING-4'] },
        },
      },
    },
    saving: {
      description:
        'MemberRequiredInfoSet (PUT; agreement, preferredLang, job) is sent (spec 1 §7).',
      meta: { rules: ['MARKETING-3'] },
      invoke: {
        id: 'saveRequiredInfo',
        src: 'saveRequiredInfo',
        input: ({ context }) => ({
          agreement: context.newsletter ? 1 : 0,
          preferredLang: context.preferredLang,
          job: context.job ?? JOB_OTHERS,
        }),
        onDone: [
          {
            guard: 'isSaved',
            target: 'saved',
            actions: [{ type: 'remember', params: { choice: 'lifetime' } }, 'sessionChanged'],
            description:
              'errCode 0: the pop-up closes, the session is asked again and the answer is remembered.',
            meta: { rules: ['MARKETING-3', 'MARKETING-5'] },
          },
          {
            target: 'editing',
            actions: {
              type: 'keepRefusal',
              params: ({ event }) => ({ code: event.output.result.errCode }),
            },
            description: 'Refused: the pop-up stays with the answers and says so.',
            meta: { rules: ['MARKETING-6'] },
          },
        ],
        onError: [
          {
            guard: 'failureRaisesErrorPopup',
            target: 'editing',
            actions: [
              { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
              'reportFailure',
            ],
            description:
              'No answer or a server error: an error in the pop-up, the answers kept, and the global error pop-up.',
            meta: { rules: ['MARKETING-6'] },
          },
          {
            target: 'editing',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            description: 'Refused (HTTP 4xx): an error in the pop-up, the answers kept.',
            meta: { rules: ['MARKETING-6'] },
          },
        ],
      },
    },
    saved: {
      description: 'Saved: the pop-up is closed.',
      meta: { rules: ['MARKETING-3'] },
      type: 'final',
    },
    dismissed: {
      description: 'Closed without saving: back in a day.',
      meta: { rules: ['MARKETING-4'] },
      type: 'final',
    },
    hidden: {
      description: 'Not shown to this member on this page load.',
      meta: { rules: ['MARKETING-1'] },
      type: 'final',
    },
  },
})
