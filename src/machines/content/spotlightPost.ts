import { assign, fromPromise, setup } from 'xstate'
import type {
  CommunityPost,
  CommunityPostCard,
  CommunityTranslation,
  Language,
} from '../../contract/index.ts'
import {
  communityFailureOf,
  communityPost,
  relatedPosts,
  translatePost,
  type CommunityFailure,
} from '../../services/content/community.ts'
import type { RuleMeta } from '../core/rules.ts'

export interface SpotlightPostInput {
  language: Language
  postId: string
  /** The post's own address, copied as the share link. */
  shareUrl: string
}

export interface SpotlightPostContext extends SpotlightPostInput {
  post: CommunityPost | null
  related: CommunityPostCard[]
  translation: CommunityTranslation | null
  error: CommunityFailure | null
}

export type SpotlightPostEvent =
  | { type: 'post.retry' }
  | { type: 'post.translate' }
  | { type: 'post.original' }
  | { type: 'post.copyLink' }

/** One spotlight post in a modal over the feed or on its own page (spec 3 §2, §3, §7, §8). */
export const spotlightPostMachine = setup({
  types: {
    context: {} as SpotlightPostContext,
    input: {} as SpotlightPostInput,
    events: {} as SpotlightPostEvent,
    meta: {} as RuleMeta,
  },
  actors: {
    loadPost: fromPromise<CommunityPost, { postId: string }>(({ input }) => communityPost(input)),
    loadRelated: fromPromise<
      CommunityPostCard[],
      { postId: string; categories: number[]; creatorIds: string[] }
    >(({ input }) => relatedPosts(input)),
    translate: fromPromise<CommunityTranslation | null, { postId: string; language: Language }>(
      ({ input }) => translatePost(input),
    ),
    /** Injected by the view: writes the text to the clipboard. */
    copyText: fromPromise<null, { text: string }>(() => Promise.resolve(null)),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => communityFailureOf(params.error).status === 404,
    hasTranslation: (_, params: { translation: CommunityTranslation | null }) =>
      params.translation !== null,
  },
  actions: {
    keepPost: assign({ post: (_, params: { post: CommunityPost }) => params.post, error: null }),
    keepFailure: assign({
      error: (_, params: { error: unknown }) => communityFailureOf(params.error),
    }),
    keepRelated: assign({
      related: (_, params: { posts: CommunityPostCard[] }) => params.posts,
    }),
    keepTranslation: assign({
      translation: (_, params: { translation: CommunityTranslation | null }) => params.translation,
    }),
    forgetTranslation: assign({ translation: null }),
  },
}).createMachine({
  id: 'spotlightPost',
  description:
    'A spotlight post with its related posts, translation and share link (spec 3 §2, §3).',
  context: ({ input }) => ({ ...input, post: null, related: [], translation: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Asking GET /api/community/post/{id} (spec 3 §7).',
      meta: { rules: ['SPOT-1'] },
      invoke: {
        id: 'loadPost',
        src: 'loadPost',
        input: ({ context }) => ({ postId: context.postId }),
        onDone: {
          target: 'shown',
          actions: { type: 'keepPost', params: ({ event }) => ({ post: event.output }) },
          description: 'The post is shown.',
          meta: { rules: ['SPOT-1'] },
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            description: 'Status 404: the post does not exist (spec 3 §8).',
            meta: { rules: ['SPOT-1', 'FEED-4'] },
          },
          {
            target: 'failed',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            description: 'Any other failure is kept as status, message and code (spec 3 §8).',
            meta: { rules: ['FEED-4'] },
          },
        ],
      },
    },
    notFound: {
      description: 'No such post: the page says so and offers the feed.',
      meta: { rules: ['SPOT-1'] },
    },
    failed: {
      description: 'The post could not be read; the visitor may ask again.',
      meta: { rules: ['FEED-4'] },
      on: {
        'post.retry': { target: 'loading', description: 'Ask for the post again.' },
      },
    },
    shown: {
      description: 'The post is shown with its related posts, translation and share link.',
      type: 'parallel',
      states: {
        related: {
          description: 'The related posts under the post (spec 3 §3).',
          initial: 'loading',
          states: {
            loading: {
              description: 'Asking related posts by the post id, its category and its creator.',
              meta: { rules: ['SPOT-2'] },
              invoke: {
                id: 'loadRelated',
                src: 'loadRelated',
                input: ({ context }) => ({
                  postId: context.postId,
                  categories: context.post ? [context.post.category] : [],
                  creatorIds: context.post ? [context.post.creatorId] : [],
                }),
                onDone: {
                  target: 'listed',
                  actions: {
                    type: 'keepRelated',
                    params: ({ event }) => ({ posts: event.output }),
                  },
                  description: 'The related posts are listed under the post.',
                  meta: { rules: ['SPOT-2'] },
                },
                onError: {
                  target: 'listed',
                  description: 'Without related posts the post stays as it is.',
                  meta: { rules: ['SPOT-2'] },
                },
              },
            },
            listed: { description: 'The related posts (maybe none) are listed.' },
          },
        },
        text: {
          description: 'The post as written, or translated into the page language (spec 3 §3).',
          initial: 'original',
          states: {
            original: {
              description: 'The post as its creator wrote it.',
              on: {
                'post.translate': {
                  target: 'translating',
                  description: 'Ask the post in the content language of the page.',
                  meta: { rules: ['SPOT-3'] },
                },
              },
            },
            translating: {
              description: 'Asking GET /api/community/post/{id}/translate with toLanguage.',
              meta: { rules: ['SPOT-3'] },
              invoke: {
                id: 'translate',
                src: 'translate',
                input: ({ context }) => ({ postId: context.postId, language: context.language }),
                onDone: [
                  {
                    guard: {
                      type: 'hasTranslation',
                      params: ({ event }) => ({ translation: event.output }),
                    },
                    target: 'translated',
                    actions: {
                      type: 'keepTranslation',
                      params: ({ event }) => ({ translation: event.output }),
                    },
                    description: 'The translation is shown in place of the text.',
                    meta: { rules: ['SPOT-3'] },
                  },
                  {
                    target: 'untranslated',
                    description: 'The feed holds no translation into this language.',
                    meta: { rules: ['SPOT-3'] },
                  },
                ],
                onError: {
                  target: 'untranslated',
                  actions: {
                    type: 'keepFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                  description: 'The translation failed: the text stays as written (spec 3 §8).',
                  meta: { rules: ['FEED-4'] },
                },
              },
            },
            translated: {
              description: 'The post in the page language.',
              on: {
                'post.original': {
                  target: 'original',
                  actions: 'forgetTranslation',
                  description: 'Show the post as written again.',
                  meta: { rules: ['SPOT-3'] },
                },
              },
            },
            untranslated: {
              description: 'No translation is available: the post stays as written.',
              on: {
                'post.translate': {
                  target: 'translating',
                  description: 'Ask again.',
                  meta: { rules: ['SPOT-3'] },
                },
              },
            },
          },
        },
        share: {
          description: 'The share link (spec 3 §2).',
          initial: 'idle',
          states: {
            idle: {
              description: 'Not copied yet.',
              on: {
                'post.copyLink': {
                  target: 'copying',
                  description: 'Copy the post address to the clipboard.',
                  meta: { rules: ['SPOT-4'] },
                },
              },
            },
            copying: {
              description: 'Writing the address to the clipboard.',
              meta: { rules: ['SPOT-4'] },
              invoke: {
                id: 'copyLink',
                src: 'copyText',
                input: ({ context }) => ({ text: context.shareUrl }),
                onDone: {
                  target: 'copied',
                  description: 'The link is copied: the "copied" indicator shows.',
                  meta: { rules: ['SPOT-4'] },
                },
                onError: {
                  target: 'idle',
                  description: 'The clipboard refused: nothing is claimed.',
                  meta: { rules: ['SPOT-4'] },
                },
              },
            },
            copied: {
              description: 'The "copied" indicator shows.',
              meta: { rules: ['SPOT-4'] },
              on: {
                'post.copyLink': {
                  target: 'copying',
                  description: 'Copy again.',
                  meta: { rules: ['SPOT-4'] },
                },
              },
            },
          },
        },
      },
    },
  },
})
