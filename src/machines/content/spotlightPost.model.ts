import { CommunityPost, CommunityPostCard } from '../../contract/index.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { spotlightPostMachine } from './spotlightPost.ts'

const post = CommunityPost.parse({
  id: '7',
  category: 110,
  tags: ['Drape3D', 'fashion'],
  title: 'Showcase: a tailored wool coat',
  excerpt: 'Mira shares a coat.',
  thumbnailUrl: '',
  creatorId: 'c-mira',
  creatorName: 'Mira Ellison',
  language: 'en',
  likes: 3,
  publishedAt: '2026-11-01T00:00:00.000Z',
  bodyHtml: '<p>A coat.</p>',
})
const related = [8, 9].map((id) =>
  CommunityPostCard.parse({ ...post, id: String(id), title: `Related ${String(id)}` }),
)

const READ = ['xstate.done.actor.loadPost', 'xstate.error.actor.loadPost', 'post.retry']

/** The test model of a spotlight post (spec 3 §2, §3, §7, §8): read, related, translated, shared. */
export const model = defineModel({
  id: 'spotlightPost',
  title: 'User spotlight post',
  area: 'content',
  rules: ['SPOT-1', 'SPOT-2', 'SPOT-3', 'SPOT-4', 'FEED-4'],
  machine: spotlightPostMachine,
  model: {
    inputs: [
      {
        name: 'post 7 read in Korean',
        input: {
          language: 'ko',
          postId: '7',
          shareUrl: 'https://www.drape3d.com/ko/learn/userspotlight/post/7',
        },
      },
    ],
    events: {
      'post.retry': [{ name: 'asks again', event: { type: 'post.retry' } }],
      'post.translate': [{ name: 'translates', event: { type: 'post.translate' } }],
      'post.original': [{ name: 'shows the original', event: { type: 'post.original' } }],
      'post.copyLink': [{ name: 'copies the link', event: { type: 'post.copyLink' } }],
    },
    outcomes: {
      loadPost: {
        done: [{ name: 'the post', output: post }],
        error: [
          { name: 'HTTP 404', error: { status: 404, message: 'No community post 7', code: -404 } },
          { name: 'HTTP 500', error: { status: 500, message: 'Internal error', code: -500 } },
        ],
      },
      loadRelated: {
        done: [{ name: 'two related posts', output: related }],
        error: [
          { name: 'HTTP 500', error: { status: 500, message: 'Internal error', code: -500 } },
        ],
      },
      translate: {
        done: [
          {
            name: 'a Korean translation',
            output: {
              language: 'kr',
              title: '쇼케이스: 맞춤 울 코트',
              excerpt: '코트',
              bodyHtml: '<p>코트</p>',
            },
          },
          { name: 'no translation', output: null },
        ],
        error: [{ name: 'no answer', error: { status: 0, message: 'network error', code: -1 } }],
      },
      copyLink: {
        done: [{ name: 'copied', output: null }],
        error: [{ name: 'clipboard refused', error: new Error('denied') }],
      },
    },
    // the post is read first in each region, then one region at a time moves
    regions: {
      related: [...READ, 'xstate.done.actor.loadRelated', 'xstate.error.actor.loadRelated'],
      text: [
        ...READ,
        'post.translate',
        'post.original',
        'xstate.done.actor.translate',
        'xstate.error.actor.translate',
      ],
      share: [
        ...READ,
        'post.copyLink',
        'xstate.done.actor.copyLink',
        'xstate.error.actor.copyLink',
      ],
    },
    project: (s) => ({ error: s.context.error?.status ?? null }),
    effects: [],
  },
})
