import {
  DONE,
  ERROR,
  isEvent,
  isStart,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'

/**
 * A spotlight post, from spec 3 §2 (copying the share link sets a "copied" indicator), §3 (related
 * posts by postId, categories and creatorIds; translation with toLanguage), §7 (GET
 * /api/community/post/{id}, …/related, …/{id}/translate) and §8 (not-found is status 404; failures
 * as status, message, code). Shows: `loading`, `post`, `notFound`, `retry`, `related`,
 * `relatedLoading` (the related posts are still asked: the page shows neither cards nor "no related
 * posts"), `title`,
 * `translating`, `noTranslation`, `copied`, `error`.
 */
interface PostInput {
  language: string
  postId: string
  shareUrl: string
}
interface Post {
  id: string
  title: string
  category: number
  creatorId: string
}

const inputOf = (story: Story) => story.input as PostInput
const type = (story: Story, at: number) => story.steps[at]?.type ?? ''
/** The post the story has read by step `at`, if any. */
const postBy = (story: Story, at: number): Post | undefined => {
  for (let i = at; i >= 1; i--)
    if (type(story, i) === `${DONE}loadPost`) return story.steps[i]?.event.output as Post
  return undefined
}

const expectations: Expectation[] = [
  {
    rule: 'SPOT-1',
    says: 'Given the post opens or is asked again, GET /api/community/post/{id} is asked for its id',
    when: (story, at) => isStart(story, at) || isEvent(story, at, 'post.retry'),
    expect: (story) => ({
      calls: [{ service: 'loadPost', input: { postId: inputOf(story).postId } }],
      shows: { loading: true, post: null, retry: false },
    }),
  },
  {
    rule: 'SPOT-2',
    says: 'Given the post is read, it is shown and related posts are asked by its id, its category and its creator',
    when: (story, at) => type(story, at) === `${DONE}loadPost`,
    expect: (story, at) => {
      const post = postBy(story, at) as Post
      return {
        called: [
          {
            service: 'loadRelated',
            input: {
              postId: inputOf(story).postId,
              categories: [post.category],
              creatorIds: [post.creatorId],
            },
          },
        ],
        shows: {
          loading: false,
          post: post.id,
          title: post.title,
          copied: false,
          relatedLoading: true,
        },
      }
    },
  },
  {
    rule: 'SPOT-1',
    says: 'Given the post answers 404, the page says it is not found; any other failure offers a retry',
    when: (story, at) => type(story, at) === `${ERROR}loadPost`,
    expect: (story, at) => {
      const error = story.steps[at]?.event.error as {
        status: number
        message: string
        code: number
      }
      return {
        shows: {
          notFound: error.status === 404,
          retry: error.status !== 404,
          post: null,
          error: { status: error.status, message: error.message, code: error.code },
        },
      }
    },
  },
  {
    rule: 'SPOT-2',
    says: 'Given related posts answer, they are listed under the post; a failure lists none',
    when: (story, at) => type(story, at).endsWith('.loadRelated'),
    expect: (story, at) => {
      const output = story.steps[at]?.event.output as { id: string }[] | undefined
      return {
        shows: {
          related: type(story, at).startsWith(DONE) && output ? output.map((p) => p.id) : [],
          relatedLoading: false,
          post: postBy(story, at)?.id,
        },
      }
    },
  },
  {
    rule: 'SPOT-3',
    says: 'Given translation is asked, it is asked with toLanguage the content language of the page',
    when: (story, at) => isEvent(story, at, 'post.translate'),
    expect: (story) => ({
      calls: [
        {
          service: 'translate',
          input: { postId: inputOf(story).postId, language: inputOf(story).language },
        },
      ],
      shows: { translating: true },
    }),
  },
  {
    rule: 'SPOT-3',
    says: 'Given a translation answers, its title replaces the post title; none or a failure keeps the post as written and says so, a failure kept as status, message and code',
    when: (story, at) =>
      type(story, at) === `${DONE}translate` || type(story, at) === `${ERROR}translate`,
    expect: (story, at) => {
      const t = story.steps[at]?.event.output as { title: string } | null | undefined
      const translated = type(story, at).startsWith(DONE) && t !== null && t !== undefined
      const error = story.steps[at]?.event.error as
        { status: number; message: string; code: number } | undefined
      return {
        shows: {
          translating: false,
          title: translated ? t.title : postBy(story, at)?.title,
          noTranslation: !translated,
          ...(error
            ? { error: { status: error.status, message: error.message, code: error.code } }
            : {}),
        },
      }
    },
  },
  {
    rule: 'SPOT-3',
    says: 'Given the original is asked back, the post shows as written',
    when: (story, at) => isEvent(story, at, 'post.original'),
    expect: (story, at) => ({ calls: [], shows: { title: postBy(story, at)?.title } }),
  },
  {
    rule: 'SPOT-4',
    says: 'Given the share link is copied, the post address is written and "copied" shows; a refused clipboard shows nothing copied',
    when: (story, at) =>
      isEvent(story, at, 'post.copyLink') || type(story, at).endsWith('.copyLink'),
    expect: (story, at) =>
      isEvent(story, at, 'post.copyLink')
        ? {
            calls: [{ service: 'copyText', input: { text: inputOf(story).shareUrl } }],
            shows: { copied: false },
          }
        : { shows: { copied: type(story, at).startsWith(DONE) } },
  },
]

export const spotlightPostOracle: Oracle = { machine: 'spotlightPost', expectations }
