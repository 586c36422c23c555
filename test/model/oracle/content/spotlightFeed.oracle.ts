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
 * The user-spotlight feed, from spec 3 §3 (search parameters category, tags, keyword, pageSize,
 * searchAfter repeated, sortBy; result posts, totalCount, pageSize, lastSort), §7 (GET
 * /api/community/post/search), §8 (client errors normalised to status, message and code, the
 * message the server's or the Korean fallback) and §9 (page size 12, spotlight category 110, tag
 * {product} fixed, default sort latest, no retry). Shows: `loading`, `loadingMore`, `posts` (ids),
 * `more`, `retry`, `error`.
 */
/** Both invokes call the one search service. */
const SEARCH = 'search'
const FIRST = 'searchFirst'
const MORE = 'searchMore'
/** Spec 3 §8: the fallback message. */
const FALLBACK = '알 수 없는 오류가 발생했습니다.'

interface FeedInput {
  category: number
  tags: string[]
  pageSize: number
  sortBy: string
  keyword: string
}
interface Page {
  posts: { id: string }[]
  totalCount: number
  lastSort: string[] | null
}
interface Failure {
  status: number
  message: string
  code: number
}

/** What the feed holds after each step, told from the story alone. */
interface Facts {
  keyword: string
  posts: string[]
  total: number
  lastSort: string[] | null
}
function factsAt(story: Story, at: number): Facts {
  const input = story.input as FeedInput
  let f: Facts = { keyword: input.keyword, posts: [], total: 0, lastSort: null }
  for (let i = 1; i <= at; i++) {
    const step = story.steps[i]
    if (!step) break
    if (step.type === 'feed.search')
      f = { keyword: String(step.event.keyword).trim(), posts: [], total: 0, lastSort: null }
    const page = step.event.output as Page | undefined
    if (step.type === `${DONE}${FIRST}` && page)
      f = {
        ...f,
        posts: page.posts.map((p) => p.id),
        total: page.totalCount,
        lastSort: page.lastSort,
      }
    if (step.type === `${DONE}${MORE}` && page)
      f = {
        ...f,
        posts: [...f.posts, ...page.posts.map((p) => p.id)],
        total: page.totalCount,
        lastSort: page.lastSort,
      }
  }
  return f
}
const request = (story: Story, keyword: string, searchAfter: string[] | null) => {
  const input = story.input as FeedInput
  return {
    category: 110,
    tags: ['Drape3D'],
    keyword,
    sortBy: 'latest',
    pageSize: 12,
    searchAfter,
    ...(input.category === 110 ? {} : { category: input.category }),
  }
}
const failureOf = (story: Story, at: number): Failure | undefined => {
  const step = story.steps[at]
  return step && (step.type === `${ERROR}${FIRST}` || step.type === `${ERROR}${MORE}`)
    ? (step.event.error as Failure)
    : undefined
}

const expectations: Expectation[] = [
  {
    rule: 'FEED-1',
    says: 'Given the feed opens or is asked again, it searches category 110 with the product tag, 12 a page, latest first, from the first page',
    when: (story, at) => isStart(story, at) || isEvent(story, at, 'feed.retry'),
    expect: (story, at) => ({
      calls: [{ service: SEARCH, input: request(story, factsAt(story, at).keyword, null) }],
      shows: { loading: true, posts: [], retry: false },
    }),
  },
  {
    rule: 'FEED-5',
    says: 'Given a keyword is searched, the search starts over from the first page with the keyword trimmed',
    when: (story, at) => isEvent(story, at, 'feed.search'),
    expect: (story, at) => ({
      calls: [
        {
          service: SEARCH,
          input: request(story, String(story.steps[at]?.event.keyword).trim(), null),
        },
      ],
      shows: { loading: true, posts: [] },
    }),
  },
  {
    rule: 'FEED-1',
    says: 'Given the first page answers, its posts are listed',
    when: (story, at) => story.steps[at]?.type === `${DONE}${FIRST}`,
    expect: (story, at) => ({ shows: { loading: false, posts: factsAt(story, at).posts } }),
  },
  {
    rule: 'FEED-3',
    says: 'Given a page is listed, more are offered exactly while fewer than totalCount are listed and a lastSort came',
    when: (story, at) =>
      story.steps[at]?.type === `${DONE}${FIRST}` || story.steps[at]?.type === `${DONE}${MORE}`,
    expect: (story, at) => {
      const f = factsAt(story, at)
      return { shows: { more: f.lastSort !== null && f.posts.length < f.total } }
    },
  },
  {
    rule: 'FEED-2',
    says: 'Given more is asked while some are left, the next page repeats the lastSort as searchAfter',
    when: (story, at) => {
      if (!isEvent(story, at, 'feed.more')) return false
      const f = factsAt(story, at - 1)
      return f.lastSort !== null && f.posts.length < f.total
    },
    expect: (story, at) => {
      const f = factsAt(story, at - 1)
      return {
        calls: [{ service: SEARCH, input: request(story, f.keyword, f.lastSort) }],
        shows: { loadingMore: true, posts: f.posts },
      }
    },
  },
  {
    rule: 'FEED-3',
    says: 'Given more is asked when nothing is left, nothing is asked',
    when: (story, at) => {
      if (!isEvent(story, at, 'feed.more')) return false
      const f = factsAt(story, at - 1)
      return !(f.lastSort !== null && f.posts.length < f.total)
    },
    expect: () => ({ calls: [] }),
  },
  {
    rule: 'FEED-2',
    says: 'Given the next page answers, its posts are added after those listed',
    when: (story, at) => story.steps[at]?.type === `${DONE}${MORE}`,
    expect: (story, at) => ({ shows: { loadingMore: false, posts: factsAt(story, at).posts } }),
  },
  {
    rule: 'FEED-4',
    says: 'Given a search fails, the failure is kept as status, message (the server message, else the Korean fallback) and code; the first page offers a retry, a failed next page keeps the posts listed',
    when: (story, at) => failureOf(story, at) !== undefined,
    expect: (story, at) => {
      const f = failureOf(story, at) as Failure
      const first = story.steps[at]?.type === `${ERROR}${FIRST}`
      return {
        shows: {
          error: {
            status: f.status,
            message: f.message.trim() === '' ? FALLBACK : f.message,
            code: f.code,
          },
          retry: first,
          posts: first ? [] : factsAt(story, at).posts,
        },
      }
    },
  },
]

export const spotlightFeedOracle: Oracle = { machine: 'spotlightFeed', expectations }
