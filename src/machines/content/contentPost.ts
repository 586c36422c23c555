import { assign, fromPromise, setup } from 'xstate'
import type { ContentDetail, Language } from '../../contract/index.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import { contentPost } from '../../services/content/content.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'

export interface ContentPostInput {
  language: Language
  seq: number
  /** Where a missing post sends the visitor: the route the caller supplies (spec 3 §2). */
  missingTo: string
}

export interface ContentPostContext extends ContentPostInput {
  post: ContentDetail | null
  /** Where the page goes (read by the injected `navigate`). */
  destination: string | null
  error: ApiFailure | null
}

/** One news or case-study post, in a modal over its list or as a page (spec 3 §2, §7, §8). */
export const contentPostMachine = setup({
  types: {
    context: {} as ContentPostContext,
    input: {} as ContentPostInput,
    events: {} as { type: 'post.retry' },
    meta: {} as RuleMeta,
  },
  actors: {
    loadPost: fromPromise<ContentDetail | null, { language: Language; seq: number }>(({ input }) =>
      contentPost(input),
    ),
  },
  guards: {
    isMissing: (_, params: { post: ContentDetail | null }) => params.post === null,
    raisesErrorPopup: ({ context }) => raisesErrorPopup(context.error),
  },
  actions: {
    /** Injected by the view: follows `context.destination`. */
    navigate: () => undefined,
    /** Injected by the view: raises the global error pop-up of spec 1 §8 with `context.error`. */
    reportFailure: () => undefined,
    keepPost: assign({
      post: (_, params: { post: ContentDetail | null }) => params.post,
      error: null,
    }),
    leave: assign({ destination: ({ context }) => context.missingTo }),
    keepFailure: assign({
      error: (_, params: { error: unknown }) => failureOf(params.error, 'GetView'),
    }),
  },
}).createMachine({
  id: 'contentPost',
  description: 'One post by its sequence number (spec 3 §2, §7).',
  context: ({ input }) => ({ ...input, post: null, destination: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Asking GetView for the post in the page language (spec 3 §7).',
      meta: { rules: ['POST-1'] },
      invoke: {
        id: 'loadPost',
        src: 'loadPost',
        input: ({ context }) => ({ language: context.language, seq: context.seq }),
        onDone: [
          {
            guard: { type: 'isMissing', params: ({ event }) => ({ post: event.output }) },
            target: 'missing',
            description: 'No info: the post is missing (spec 3 §7).',
            meta: { rules: ['POST-2'] },
          },
          {
            target: 'shown',
            actions: { type: 'keepPost', params: ({ event }) => ({ post: event.output }) },
            description: 'The post is shown.',
            meta: { rules: ['POST-1'] },
          },
        ],
        onError: {
          target: 'failing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'A failed GetView changes nothing but offers a retry (spec 3 §8).',
          meta: { rules: ['POST-3'] },
        },
      },
    },
    shown: { description: 'The post is shown.' },
    missing: {
      description: 'The post is missing: the visitor is sent to the route the caller supplied.',
      meta: { rules: ['POST-2'] },
      entry: ['leave', 'navigate'],
    },
    failing: {
      description: 'GetView failed.',
      always: [
        {
          guard: 'raisesErrorPopup',
          target: 'failed',
          actions: 'reportFailure',
          description:
            'A network or unexpected failure also raises the global error pop-up (spec 1 §8).',
          meta: { rules: ['ERRPOP-1'] },
        },
        { target: 'failed', description: 'A refused request (errCode, HTTP 4xx) only stays.' },
      ],
    },
    failed: {
      description: 'No post and no redirect; the visitor may retry.',
      meta: { rules: ['POST-3'] },
      on: { 'post.retry': { target: 'loading', description: 'Ask GetView again.' } },
    },
  },
})
