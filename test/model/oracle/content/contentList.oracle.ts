import {
  DONE,
  ERROR,
  isEvent,
  isStart,
  raisesErrorPopup,
  failureAt,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'

/**
 * The news and case-study list pages, from spec 3 §2 ("News and case list pages: paging and a
 * load-more button"), §4 Lists (load state 1 loaded with items, -1 empty or failed; 20 blank
 * placeholder cards while loading), §7 GetList (page and page size, incremental or cumulative:
 * page 1, size current page times page size), §8 (an error empties the list, resets the count,
 * load state -1) and spec 1 §8 (a network or unexpected error raises the global error pop-up).
 * Shows: `placeholders`, `posts` (their seq), `loadState`, `more` (load-more offered),
 * `loadingMore`, `retry` (offered after a failure).
 */
const GET_LIST = 'loadPage'
/** The two invokes of GetList: the first page and load-more. */
const INVOKES = ['loadPage', 'loadMore']
/** Spec 3 §4, §9: placeholder list size 20. */
const PLACEHOLDERS = 20

interface ListInput {
  language: string
  articleType: string
  pageSize: number
  mode: 'incremental' | 'cumulative'
}
interface Answer {
  totalCnt: number
  list: { seq: number }[]
}
/** What the page holds after a step, computed from the story alone. */
interface ListFacts {
  phase: 'first' | 'more' | 'ready' | 'failed'
  page: number
  posts: number[]
  total: number
}

const inputOf = (story: Story) => story.input as ListInput
const answerOf = (story: Story, at: number): Answer | undefined => {
  const step = story.steps[at]
  return step && INVOKES.some((i) => step.type === `${DONE}${i}`)
    ? (step.event.output as Answer)
    : undefined
}
const failedAt = (story: Story, at: number) =>
  INVOKES.map((i) => failureAt(story, at, i)).find((f) => f !== undefined)
const isFailure = (story: Story, at: number) =>
  story.steps[at]?.type.startsWith(ERROR) === true && failedAt(story, at) !== undefined

/** The list after each step of the story, as the spec tells it. */
function factsAt(story: Story, at: number): ListFacts {
  const input = inputOf(story)
  let f: ListFacts = { phase: 'first', page: 1, posts: [], total: 0 }
  for (let i = 1; i <= at; i++) {
    const answer = answerOf(story, i)
    if (answer) {
      const got = answer.list.map((p) => p.seq)
      const adds = input.mode === 'incremental' && f.page > 1
      f = { ...f, phase: 'ready', posts: adds ? [...f.posts, ...got] : got, total: answer.totalCnt }
    } else if (isFailure(story, i)) f = { ...f, phase: 'failed', posts: [], total: 0 }
    else if (isEvent(story, i, 'list.retry') && f.phase === 'failed')
      f = { ...f, phase: 'first', page: 1 }
    else if (isEvent(story, i, 'list.more') && f.phase === 'ready' && f.posts.length < f.total)
      f = { ...f, phase: 'more', page: f.page + 1 }
  }
  return f
}

/** GetList's request for page `page` of the list (spec 3 §7). */
const request = (input: ListInput, page: number) => ({
  language: input.language,
  articleType: input.articleType,
  page: input.mode === 'cumulative' ? 1 : page,
  pagesize: input.mode === 'cumulative' ? page * input.pageSize : input.pageSize,
})

/** The failure at this step of one of `services`, when it names no call (a throw that is not an API error). */
const namesNoCall = (story: Story, at: number, services: string[]): boolean => {
  const step = story.steps[at]
  const failed = services.some((s) => step?.type === `${ERROR}${s}`)
  const error: unknown = failed ? step?.event.error : undefined
  return error instanceof Error && !('apiName' in error)
}

const expectations: Expectation[] = [
  {
    rule: 'LIST-1',
    says: 'Given the list page opens or the visitor retries after a failure, GetList is asked for page 1 with the page size, and 20 placeholder cards are shown',
    when: (story, at) =>
      isStart(story, at) ||
      (isEvent(story, at, 'list.retry') && factsAt(story, at - 1).phase === 'failed'),
    expect: (story) => ({
      calls: [{ service: GET_LIST, input: request(inputOf(story), 1) }],
      popup: false,
      shows: { placeholders: PLACEHOLDERS, posts: [], more: false, retry: false },
    }),
  },
  {
    rule: 'LIST-2',
    says: 'Given posts are left in the incremental mode, load more asks the next page with the same page size; the posts stay shown meanwhile',
    when: (story, at) =>
      inputOf(story).mode === 'incremental' &&
      isEvent(story, at, 'list.more') &&
      factsAt(story, at).phase === 'more',
    expect: (story, at) => {
      const before = factsAt(story, at - 1)
      return {
        calls: [{ service: 'loadPage', input: request(inputOf(story), before.page + 1) }],
        shows: { posts: before.posts, placeholders: 0, loadingMore: true, more: false },
      }
    },
  },
  {
    rule: 'LIST-3',
    says: 'Given posts are left in the cumulative mode, load more asks page 1 with the size next page times page size; the posts stay shown meanwhile',
    when: (story, at) =>
      inputOf(story).mode === 'cumulative' &&
      isEvent(story, at, 'list.more') &&
      factsAt(story, at).phase === 'more',
    expect: (story, at) => {
      const before = factsAt(story, at - 1)
      return {
        calls: [{ service: 'loadPage', input: request(inputOf(story), before.page + 1) }],
        shows: { posts: before.posts, placeholders: 0, loadingMore: true, more: false },
      }
    },
  },
  {
    rule: 'LIST-7',
    says: 'Given every post is listed, load more asks nothing',
    when: (story, at) => isEvent(story, at, 'list.more') && factsAt(story, at).phase !== 'more',
    expect: () => ({ calls: [], popup: false }),
  },
  {
    rule: 'LIST-4',
    says: 'Given GetList answers, its posts are added (incremental, after page 1) or replace the list; load state 1 with posts, -1 without; load more is offered while fewer than the total are listed',
    when: (story, at) => answerOf(story, at) !== undefined,
    expect: (story, at) => {
      const f = factsAt(story, at)
      return {
        calls: [],
        popup: false,
        shows: {
          placeholders: 0,
          posts: f.posts,
          loadState: f.posts.length > 0 ? 1 : -1,
          more: f.posts.length < f.total,
          loadingMore: false,
          retry: false,
        },
      }
    },
  },
  {
    rule: 'LIST-6',
    says: 'Given GetList fails, the list is emptied with load state -1 and a retry offered',
    when: isFailure,
    expect: () => ({
      calls: [],
      shows: { placeholders: 0, posts: [], loadState: -1, more: false, retry: true },
    }),
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given GetList fails for a network or unexpected reason (no answer, HTTP 5xx), the global error pop-up is raised; a refused request (HTTP 4xx) raises none',
    when: isFailure,
    expect: (story, at) => {
      const failure = failedAt(story, at)
      return { popup: failure ? raisesErrorPopup(failure) : true }
    },
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given GetList fails for a reason that names no call, the error pop-up names GetList',
    when: (story, at) => namesNoCall(story, at, INVOKES),
    expect: () => ({ shows: { failedCall: 'GetList' } }),
  },
]

export const contentListOracle: Oracle = { machine: 'contentList', expectations }
