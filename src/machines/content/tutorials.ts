import { assign, fromPromise, setup } from 'xstate'
import type { Language, Tutorial, TutorialDetail } from '../../contract/index.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import { tutorialList, tutorialView } from '../../services/content/features.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'

export interface TutorialsInput {
  language: Language
}
export interface TutorialsContext extends TutorialsInput {
  list: Tutorial[]
  /** The open tutorial (GetTutorialView), null when none is open. */
  open: TutorialDetail | null
  /** The Seq of the tutorial asked last, sent to GetTutorialView. */
  chosen: number
  /** The last failure, thrown as "{errCode}:{errMsg}" (spec 3 §8); its code picks the translated message. */
  error: ApiFailure | null
}
export type TutorialsEvent =
  { type: 'tutorial.open'; seq: number } | { type: 'tutorial.close' } | { type: 'tutorials.retry' }

/** /learn/tutorials: GetTutorialList, then a tutorial by GetTutorialView (spec 3 §7, §8). */
export const tutorialsMachine = setup({
  types: {
    context: {} as TutorialsContext,
    input: {} as TutorialsInput,
    events: {} as TutorialsEvent,
    meta: {} as RuleMeta,
  },
  actors: {
    loadList: fromPromise<Tutorial[], TutorialsInput>(({ input }) => tutorialList(input)),
    loadTutorial: fromPromise<TutorialDetail | null, { language: Language; seq: number }>(
      ({ input }) => tutorialView(input),
    ),
  },
  guards: {
    raisesErrorPopup: ({ context }) => raisesErrorPopup(context.error),
  },
  actions: {
    /** Injected by the view: raises the global error pop-up of spec 1 §8 with `context.error`. */
    reportFailure: () => undefined,
    choose: assign({ chosen: (_, p: { seq: number }) => p.seq }),
    keepList: assign({ list: (_, p: { list: Tutorial[] }) => p.list, error: null }),
    keepOpen: assign({ open: (_, p: { open: TutorialDetail | null }) => p.open, error: null }),
    close: assign({ open: null, error: null }),
    keepFailure: assign({
      open: null,
      error: (_, p: { error: unknown; api: string }) => failureOf(p.error, p.api),
    }),
  },
}).createMachine({
  id: 'tutorials',
  description: 'The tutorials list and one tutorial (spec 3 §7, §8).',
  context: ({ input }) => ({ ...input, list: [], open: null, chosen: 0, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Asking GetTutorialList in the content language (spec 3 §7).',
      meta: { rules: ['TUTO-1'] },
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => ({ language: context.language }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepList', params: ({ event }) => ({ list: event.output }) },
          description: 'The tutorials are listed.',
          meta: { rules: ['TUTO-1'] },
        },
        onError: {
          target: 'listFailing',
          actions: {
            type: 'keepFailure',
            params: ({ event }) => ({ error: event.error, api: 'GetTutorialList' }),
          },
          description: 'The failure "{errCode}:{errMsg}" is shown translated, with a retry.',
          meta: { rules: ['TUTO-2'] },
        },
      },
    },
    listFailing: {
      description: 'The list could not be read.',
      always: [
        {
          guard: 'raisesErrorPopup',
          target: 'failed',
          actions: 'reportFailure',
          description:
            'A network or unexpected failure also raises the global error pop-up (spec 1 §8).',
          meta: { rules: ['ERRPOP-1'] },
        },
        { target: 'failed', description: 'An answer with an errCode only shows its message.' },
      ],
    },
    failed: {
      description: 'The translated message of the failure and a retry.',
      meta: { rules: ['TUTO-2'] },
      on: {
        'tutorials.retry': {
          target: 'loading',
          actions: 'close',
          description: 'A retry asks the list again.',
          meta: { rules: ['TUTO-1'] },
        },
      },
    },
    ready: {
      description: 'The tutorials are listed; one may be open.',
      meta: { rules: ['TUTO-1'] },
      on: {
        'tutorial.open': {
          target: 'opening',
          actions: { type: 'choose', params: ({ event }) => ({ seq: event.seq }) },
          description:
            'Opening a tutorial asks GetTutorialView with its Seq and the content language.',
          meta: { rules: ['TUTO-1'] },
        },
        'tutorial.close': {
          actions: 'close',
          description: 'Closing the tutorial, or its message, shows the list alone.',
          meta: { rules: ['TUTO-1'] },
        },
      },
    },
    opening: {
      description: 'Asking GetTutorialView for the chosen tutorial.',
      meta: { rules: ['TUTO-1'] },
      invoke: {
        id: 'loadTutorial',
        src: 'loadTutorial',
        input: ({ context }) => ({ language: context.language, seq: context.chosen }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepOpen', params: ({ event }) => ({ open: event.output }) },
          description: 'The tutorial is shown.',
          meta: { rules: ['TUTO-1'] },
        },
        onError: {
          target: 'viewFailing',
          actions: {
            type: 'keepFailure',
            params: ({ event }) => ({ error: event.error, api: 'GetTutorialView' }),
          },
          description: 'The failure "{errCode}:{errMsg}" is shown translated over the list.',
          meta: { rules: ['TUTO-2'] },
        },
      },
    },
    viewFailing: {
      description: 'The tutorial could not be read.',
      always: [
        {
          guard: 'raisesErrorPopup',
          target: 'ready',
          actions: 'reportFailure',
          description:
            'A network or unexpected failure also raises the global error pop-up (spec 1 §8).',
          meta: { rules: ['ERRPOP-1'] },
        },
        { target: 'ready', description: 'An answer with an errCode only shows its message.' },
      ],
    },
  },
})
