import { assign, fromPromise, setup } from 'xstate'
import {
  emailState,
  fitsZipLimit,
  requiredState,
  steamIdState,
  SubmissionCode,
  type FieldState,
  type SubmissionKind,
  type SubmissionModel,
  type SubmissionResponse,
  type SubmitterType,
} from '../../contract/index.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import { sendSubmission } from '../../services/event/submission.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'

/** The text fields of the form (spec 3 §3): q1 is "tell us about CG", q2Title and q2 the artwork's title and content. */
export const TEXT_FIELDS = [
  'name',
  'email',
  'city',
  'url',
  'q1',
  'q2Title',
  'q2',
  'gpu',
  'renderer',
  'steamId',
] as const
export type TextField = (typeof TEXT_FIELDS)[number]
export type FieldValues = Record<TextField, string>

/** The state a value gives its field (spec 3 §5): the URL is always accepted. */
export function stateOf(field: TextField, value: string): FieldState {
  if (field === 'url') return 'success'
  if (field === 'email') return emailState(value)
  if (field === 'steamId') return steamIdState(value)
  return requiredState(value)
}

export interface ChosenZip {
  name: string
  size: number
  /** The file itself (null in model runs, where nothing is sent). */
  file: Blob | null
}

export interface CommunitySubmissionInput {
  kind: SubmissionKind
  /** The country the page's locale gives; empty falls back to KR (spec 3 §5). */
  country: string
  /** Values the page fills in beforehand (the signed-in member's name and e-mail). */
  initial?: Partial<FieldValues>
}

export type Popup = 'terms' | 'privacy'
export type Alert = 'size' | 'noZip'

export interface CommunitySubmissionContext {
  kind: SubmissionKind
  values: FieldValues
  /** Each field's state; `initial` until the member has typed in it or tried to submit. */
  states: Record<TextField, FieldState>
  country: string
  memberType: SubmitterType | ''
  zip: ChosenZip | null
  agreeTerms: boolean
  agreePrivacy: boolean
  popup: Popup | null
  alert: Alert | null
  /** Upload progress in percent, held at 90 until the server answers; null when hidden. */
  progress: number | null
  /** The page's scroll position when the form was sent, restored after success (spec 3 §4). */
  savedScroll: number
  error: ApiFailure | null
  defaults: CommunitySubmissionInput
}

export type CommunitySubmissionEvent =
  | { type: 'field.change'; field: TextField; value: string }
  | { type: 'country.choose'; value: string }
  | { type: 'memberType.choose'; value: SubmitterType }
  | { type: 'kind.choose'; value: SubmissionKind }
  | { type: 'zip.choose'; zip: ChosenZip }
  | { type: 'zip.remove' }
  | { type: 'terms.toggle' }
  | { type: 'privacy.toggle' }
  | { type: 'terms.open' }
  | { type: 'privacy.open' }
  | { type: 'popup.close' }
  | { type: 'alert.close' }
  | { type: 'submission.submit'; scrollY: number }
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'submission.again' }

const FALLBACK_COUNTRY = 'KR'
const blankValues = (): FieldValues =>
  Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as FieldValues

function freshContext(input: CommunitySubmissionInput): CommunitySubmissionContext {
  const values = { ...blankValues(), ...input.initial }
  return {
    kind: input.kind,
    values,
    states: Object.fromEntries(
      TEXT_FIELDS.map((f) => [f, values[f] === '' ? 'initial' : stateOf(f, values[f])]),
    ) as Record<TextField, FieldState>,
    country: input.country === '' ? FALLBACK_COUNTRY : input.country,
    memberType: '',
    zip: null,
    agreeTerms: false,
    agreePrivacy: false,
    popup: null,
    alert: null,
    progress: null,
    savedScroll: 0,
    error: null,
    defaults: input,
  }
}

/** Every required field holds something (the URL is optional; the country is always chosen). */
const isFilled = (c: CommunitySubmissionContext) =>
  TEXT_FIELDS.every((f) => f === 'url' || requiredState(c.values[f]) === 'success') &&
  c.memberType !== ''

/** The model sent (spec 3 §3): isPro always false, cpu the GPU value. */
export function modelOf(c: CommunitySubmissionContext): SubmissionModel {
  const v = c.values
  return {
    kind: c.kind,
    email: v.email.trim(),
    name: v.name.trim(),
    isPro: false,
    country: c.country as SubmissionModel['country'],
    city: v.city.trim(),
    url: v.url.trim(),
    q1: v.q1.trim(),
    q2: v.q2.trim(),
    q2Title: v.q2Title.trim(),
    cpu: v.gpu.trim(),
    renderer: v.renderer.trim(),
    steamId: v.steamId.trim(),
    memberType: c.memberType === '' ? 'personal' : c.memberType,
  }
}

/** The highest progress shown before the server answers (spec 3 §4, §9). */
export const PROGRESS_HELD = 90

/** The community submission, artwork or case (spec 3 §2, §3, §4, §5, §7, §8, §9). */
export const communitySubmissionMachine = setup({
  types: {
    context: {} as CommunitySubmissionContext,
    input: {} as CommunitySubmissionInput,
    events: {} as CommunitySubmissionEvent,
    meta: {} as RuleMeta,
  },
  actors: {
    /** FF2112 with the model and the chosen zip; progress goes back to the machine as `upload.progress`. */
    sendSubmission: fromPromise<
      SubmissionResponse,
      { model: SubmissionModel; zip: ChosenZip | null }
    >(({ input, self }) =>
      sendSubmission(
        {
          model: input.model,
          zip: input.zip?.file ?? new Blob([]),
          zipName: input.zip?.name ?? '',
        },
        (p) => {
          self._parent?.send({ type: 'upload.progress', loaded: p.loaded, total: p.total })
        },
      ),
    ),
  },
  delays: {
    /** Spec 3 §4, §9: the form fades and clears 500 ms after success. */
    FADE: 500,
    /** Spec 3 §4, §9: the form resets 600 ms after success. */
    RESET: 600,
    /** Spec 3 §4, §9: the page scrolls back to the saved position after 100 ms. */
    SCROLL_RESTORE: 100,
  },
  guards: {
    isZipTooBig: (_, params: { size: number }) => !fitsZipLimit(params.size),
    canSubmit: ({ context }) => isFilled(context) && context.agreeTerms && context.agreePrivacy,
    hasNoZip: ({ context }) => context.zip === null,
    hasInvalidField: ({ context }) =>
      TEXT_FIELDS.some((f) => stateOf(f, context.values[f]) !== 'success'),
    isOversizeAnswer: (_, params: { error: unknown }) =>
      failureOf(params.error).code === SubmissionCode.tooLarge,
    isNoZipAnswer: (_, params: { error: unknown }) =>
      failureOf(params.error).code === SubmissionCode.noZip,
    /** Spec 1 §8: a network or unexpected failure raises the global error pop-up; a refusal (4xx) does not. */
    failureRaisesErrorPopup: (_, params: { error: unknown }) =>
      raisesErrorPopup(failureOf(params.error)),
  },
  actions: {
    /** Injected by the view: raises the global error pop-up of spec 1 §8 with `context.error`. */
    reportFailure: () => undefined,
    /** Injected by the view: scrolls the page back to `context.savedScroll`. */
    restoreScroll: () => undefined,
    keepValue: assign(({ context }, params: { field: TextField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      states: { ...context.states, [params.field]: stateOf(params.field, params.value) },
    })),
    keepCountry: assign({ country: (_, params: { value: string }) => params.value }),
    keepMemberType: assign({ memberType: (_, params: { value: SubmitterType }) => params.value }),
    keepKind: assign({ kind: (_, params: { value: SubmissionKind }) => params.value }),
    keepZip: assign({ zip: (_, params: { zip: ChosenZip }) => params.zip, alert: null }),
    removeZip: assign({ zip: null }),
    alertSize: assign({ alert: 'size' as Alert }),
    alertNoZip: assign({ alert: 'noZip' as Alert }),
    closeAlert: assign({ alert: null }),
    toggleTerms: assign({ agreeTerms: ({ context }) => !context.agreeTerms }),
    togglePrivacy: assign({ agreePrivacy: ({ context }) => !context.agreePrivacy }),
    openTerms: assign({ popup: 'terms' as Popup }),
    openPrivacy: assign({ popup: 'privacy' as Popup }),
    closePopup: assign({ popup: null }),
    showEveryState: assign({
      states: ({ context }) =>
        Object.fromEntries(TEXT_FIELDS.map((f) => [f, stateOf(f, context.values[f])])) as Record<
          TextField,
          FieldState
        >,
    }),
    keepScroll: assign({ savedScroll: (_, params: { scrollY: number }) => params.scrollY }),
    startUpload: assign({
      progress: 0,
      error: null,
      alert: null,
    }),
    keepProgress: assign({
      progress: (_, params: { loaded: number; total: number }) =>
        params.total <= 0
          ? PROGRESS_HELD
          : Math.min(PROGRESS_HELD, Math.floor((params.loaded / params.total) * PROGRESS_HELD)),
    }),
    completeProgress: assign({ progress: 100 }),
    hideProgress: assign({ progress: null }),
    clearForm: assign(({ context }) => ({
      ...freshContext(context.defaults),
      progress: context.progress,
      savedScroll: context.savedScroll,
    })),
    keepFailure: assign({
      error: (_, params: { error: unknown }) => failureOf(params.error, 'FF2112'),
      progress: null,
    }),
  },
}).createMachine({
  id: 'communitySubmission',
  description: 'The community submission form, artwork or case (spec 3 §2-§5, §7-§9).',
  context: ({ input }) => freshContext(input),
  type: 'parallel',
  states: {
    form: {
      description: 'The form and its sending.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The member fills the form, chooses a zip and ticks both agreements.',
          on: {
            'field.change': {
              actions: {
                type: 'keepValue',
                params: ({ event }) => ({ field: event.field, value: event.value }),
              },
              description: 'Each field is checked as it changes (spec 3 §5).',
              meta: { rules: ['SUBMIT-1', 'SUBMIT-2', 'SUBMIT-3'] },
            },
            'country.choose': {
              actions: { type: 'keepCountry', params: ({ event }) => ({ value: event.value }) },
              description: 'The country is valid once chosen (spec 3 §5).',
              meta: { rules: ['SUBMIT-3'] },
            },
            'memberType.choose': {
              actions: { type: 'keepMemberType', params: ({ event }) => ({ value: event.value }) },
              description: 'The member type is chosen from a list (spec 3 §3).',
            },
            'kind.choose': {
              actions: { type: 'keepKind', params: ({ event }) => ({ value: event.value }) },
              description: 'Artwork or case (spec 3 §1).',
            },
            'zip.choose': [
              {
                guard: { type: 'isZipTooBig', params: ({ event }) => ({ size: event.zip.size }) },
                actions: 'alertSize',
                description:
                  'A zip of 52428800 bytes or more is refused with the size alert (spec 3 §5).',
                meta: { rules: ['SUBMIT-4'] },
              },
              {
                actions: { type: 'keepZip', params: ({ event }) => ({ zip: event.zip }) },
                description: 'A zip under the limit is kept.',
                meta: { rules: ['SUBMIT-4'] },
              },
            ],
            'zip.remove': { actions: 'removeZip', description: 'The member removes the zip.' },
            'terms.toggle': {
              actions: 'toggleTerms',
              description: 'The terms agreement (spec 3 §3).',
              meta: { rules: ['SUBMIT-6'] },
            },
            'privacy.toggle': {
              actions: 'togglePrivacy',
              description: 'The privacy agreement (spec 3 §3).',
              meta: { rules: ['SUBMIT-6'] },
            },
            'alert.close': { actions: 'closeAlert', description: 'The alert is dismissed.' },
            'submission.submit': [
              {
                guard: { type: 'canSubmit', params: {} },
                target: 'checking',
                actions: {
                  type: 'keepScroll',
                  params: ({ event }) => ({ scrollY: event.scrollY }),
                },
                description:
                  'Submit is enabled: every required field and both agreements (spec 3 §4); the page remembers where it was.',
                meta: { rules: ['SUBMIT-6'] },
              },
              {
                actions: 'showEveryState',
                description: 'Submit is not enabled: nothing is sent; each field shows its state.',
                meta: { rules: ['SUBMIT-6'] },
              },
            ],
          },
        },
        checking: {
          description: 'The whole form is checked before anything is sent (spec 3 §5).',
          always: [
            {
              guard: 'hasNoZip',
              target: 'editing',
              actions: ['alertNoZip', 'showEveryState'],
              description: 'No zip: the no-zip alert, nothing sent (spec 3 §5).',
              meta: { rules: ['SUBMIT-5'] },
            },
            {
              guard: 'hasInvalidField',
              target: 'editing',
              actions: 'showEveryState',
              description: 'A field breaks its rule: it shows its state, nothing sent (spec 3 §5).',
              meta: { rules: ['SUBMIT-2', 'SUBMIT-3'] },
            },
            {
              target: 'uploading',
              description: 'Everything passes: the submission is sent (spec 3 §7).',
              meta: { rules: ['SUBMIT-7'] },
            },
          ],
        },
        uploading: {
          description:
            'FF2112 is sending the model and the zip; progress stays at 90 until it answers.',
          meta: { rules: ['SUBMIT-7', 'SUBMIT-8'] },
          entry: 'startUpload',
          invoke: {
            id: 'sendSubmission',
            src: 'sendSubmission',
            input: ({ context }) => ({ model: modelOf(context), zip: context.zip }),
            onDone: {
              target: 'sent',
              actions: 'completeProgress',
              description: 'errCode 0: progress 100 (spec 3 §4).',
              meta: { rules: ['SUBMIT-8'] },
            },
            onError: [
              {
                guard: {
                  type: 'isOversizeAnswer',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: 'editing',
                actions: [
                  { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                  'alertSize',
                ],
                description: 'The server refused the zip as too big (-5500): the size alert.',
                meta: { rules: ['SUBMIT-10'] },
              },
              {
                guard: { type: 'isNoZipAnswer', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: [
                  { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                  'alertNoZip',
                ],
                description: 'The server found no zip (-5600): the no-zip alert.',
                meta: { rules: ['SUBMIT-10'] },
              },
              {
                guard: {
                  type: 'failureRaisesErrorPopup',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: 'editing',
                actions: [
                  { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                  'reportFailure',
                ],
                description:
                  'No answer or a server error: the form stays as it was, with a message, and the global error pop-up (spec 1 §8).',
                meta: { rules: ['SUBMIT-10', 'ERRPOP-1'] },
              },
              {
                target: 'editing',
                actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                description: 'Any other refusal: the form stays as it was, with a message.',
                meta: { rules: ['SUBMIT-10'] },
              },
            ],
          },
          on: {
            'upload.progress': {
              actions: {
                type: 'keepProgress',
                params: ({ event }) => ({ loaded: event.loaded, total: event.total }),
              },
              description: 'Progress follows the bytes sent, up to 90 (spec 3 §4).',
              meta: { rules: ['SUBMIT-8'] },
            },
          },
        },
        sent: {
          description: 'The submission is stored: progress 100; the form fades, then resets.',
          meta: { rules: ['SUBMIT-8', 'SUBMIT-9'] },
          initial: 'shown',
          after: {
            RESET: {
              target: 'restoring',
              actions: ['clearForm', 'hideProgress'],
              description:
                '600 ms after success the form resets: progress hidden, success shown (spec 3 §4).',
              meta: { rules: ['SUBMIT-9'] },
            },
          },
          states: {
            shown: {
              description: 'Progress 100 over the filled form.',
              after: {
                FADE: {
                  target: 'fading',
                  actions: 'clearForm',
                  description: 'After 500 ms the form fades and clears (spec 3 §4).',
                  meta: { rules: ['SUBMIT-9'] },
                },
              },
            },
            fading: { description: 'The form fades out, cleared.', meta: { rules: ['SUBMIT-9'] } },
          },
        },
        restoring: {
          description: 'The success state is shown; the scroll position is restored next.',
          meta: { rules: ['SUBMIT-9'] },
          after: {
            SCROLL_RESTORE: {
              target: 'done',
              actions: 'restoreScroll',
              description: 'After 100 ms the page scrolls back to the saved position (spec 3 §4).',
              meta: { rules: ['SUBMIT-9'] },
            },
          },
        },
        done: {
          description: 'The success state: the member may send another.',
          meta: { rules: ['SUBMIT-9'] },
          on: {
            'submission.again': {
              target: 'editing',
              // The form was cleared when it faded (clearForm): nothing is left to reset.
              description: 'A new, empty form.',
            },
          },
        },
      },
    },
    popup: {
      description: 'The terms and privacy pop-ups of the form (spec 3 §2).',
      initial: 'closed',
      states: {
        closed: {
          description: 'No pop-up.',
          on: {
            'terms.open': {
              target: 'terms',
              actions: 'openTerms',
              description: 'The terms pop-up opens (spec 3 §2).',
              meta: { rules: ['SUBMIT-11'] },
            },
            'privacy.open': {
              target: 'privacy',
              actions: 'openPrivacy',
              description: 'The privacy pop-up opens (spec 3 §2).',
              meta: { rules: ['SUBMIT-11'] },
            },
          },
        },
        terms: {
          description: 'The terms text.',
          meta: { rules: ['SUBMIT-11'] },
          on: {
            'popup.close': {
              target: 'closed',
              actions: 'closePopup',
              description: 'The pop-up closes.',
              meta: { rules: ['SUBMIT-11'] },
            },
          },
        },
        privacy: {
          description: 'The privacy text.',
          meta: { rules: ['SUBMIT-11'] },
          on: {
            'popup.close': {
              target: 'closed',
              actions: 'closePopup',
              description: 'The pop-up closes.',
              meta: { rules: ['SUBMIT-11'] },
            },
          },
        },
      },
    },
  },
})
