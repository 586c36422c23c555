import { assign, fromPromise, setup } from 'xstate'
import type { Language } from '../../contract/index.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import { helpContent, type HelpContent } from '../../services/content/features.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'

export interface HelpArticlesInput {
  language: Language
}
export interface HelpArticlesContext extends HelpArticlesInput {
  /** The FAQ and the fixed help sections with their articles; null until they arrive and after a failure. */
  help: HelpContent | null
  error: ApiFailure | null
}

/** The FAQ and help articles of /support (spec 3 §2, §3, §7). */
export const helpArticlesMachine = setup({
  types: {
    context: {} as HelpArticlesContext,
    input: {} as HelpArticlesInput,
    events: {} as { type: 'help.retry' },
    meta: {} as RuleMeta,
  },
  actors: {
    loadHelp: fromPromise<HelpContent, HelpArticlesInput>(({ input }) => helpContent(input)),
  },
  guards: {
    raisesErrorPopup: ({ context }) => raisesErrorPopup(context.error),
  },
  actions: {
    /** Injected by the view: raises the global error pop-up of spec 1 §8 with `context.error`. */
    reportFailure: () => undefined,
    keepHelp: assign({ help: (_, params: { help: HelpContent }) => params.help, error: null }),
    clearHelp: assign({
      help: null,
      error: (_, params: { error: unknown }) => failureOf(params.error, 'zendeskGetFaq'),
    }),
  },
}).createMachine({
  id: 'helpArticles',
  description: 'The FAQ and help articles on the support page, in the page language (spec 3 §7).',
  context: ({ input }) => ({ ...input, help: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description:
        'Asking zendeskGetFaq and zendeskGetSection with the help-centre language, then zendeskGetArticles for each fixed section.',
      meta: { rules: ['HELP-1'] },
      invoke: {
        id: 'loadHelp',
        src: 'loadHelp',
        input: ({ context }) => ({ language: context.language }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepHelp', params: ({ event }) => ({ help: event.output }) },
          description: 'The FAQ and the sections with their articles are shown.',
          meta: { rules: ['HELP-1'] },
        },
        onError: {
          target: 'failing',
          actions: { type: 'clearHelp', params: ({ event }) => ({ error: event.error }) },
          description: 'Nothing is shown but a retry.',
          meta: { rules: ['HELP-1'] },
        },
      },
    },
    ready: { description: 'The answers are shown.', meta: { rules: ['HELP-1'] } },
    failing: {
      description: 'The answers could not be read.',
      always: [
        {
          guard: 'raisesErrorPopup',
          target: 'failed',
          actions: 'reportFailure',
          description:
            'A network or unexpected failure also raises the global error pop-up (spec 1 §8).',
          meta: { rules: ['ERRPOP-1'] },
        },
        { target: 'failed', description: 'A refused request (HTTP 4xx) only offers a retry.' },
      ],
    },
    failed: {
      description: 'A retry is offered, with the help centre and the contact form.',
      meta: { rules: ['HELP-1'] },
      on: {
        'help.retry': {
          target: 'loading',
          description: 'A retry asks again.',
          meta: { rules: ['HELP-1'] },
        },
      },
    },
  },
})
