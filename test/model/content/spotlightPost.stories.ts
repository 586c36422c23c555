import { CommunityPost } from '../../../src/contract/index.ts'
import type { ExtraStory } from '../stories.ts'

/** Spotlight post stories the generated paths do not tell (spec 3 §2 "Spotlight modal", §3). */
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
const seven = {
  name: 'post 7 read in English',
  input: {
    language: 'en',
    postId: '7',
    shareUrl: 'https://www.drape3d.com/en/learn/userspotlight/post/7',
  },
}
const read = { caseName: 'the post', event: { type: 'xstate.done.actor.loadPost', output: post } }
const copies = { caseName: 'copies the link', event: { type: 'post.copyLink' } }

export const stories: ExtraStory[] = [
  {
    name: 'the clipboard refuses the link: nothing is claimed, and copying again writes the link again',
    input: seven,
    steps: [
      read,
      copies,
      {
        caseName: 'clipboard refused',
        event: { type: 'xstate.error.actor.copyLink', error: new Error('denied') },
      },
      copies,
      { caseName: 'copied', event: { type: 'xstate.done.actor.copyLink', output: null } },
    ],
  },
  {
    name: 'the related posts fail: the page says there are none while the post is translated',
    input: seven,
    steps: [
      read,
      {
        caseName: 'HTTP 503',
        event: {
          type: 'xstate.error.actor.loadRelated',
          error: { status: 503, message: 'Unavailable', code: -503 },
        },
      },
      { caseName: 'translates', event: { type: 'post.translate' } },
      {
        caseName: 'HTTP 502',
        event: {
          type: 'xstate.error.actor.translate',
          error: { status: 502, message: 'Bad gateway', code: -502 },
        },
      },
    ],
  },
]
