import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CommunityPostResponse,
  CommunityRelatedResponse,
  CommunitySearchResponse,
  CommunityTranslateResponse,
  type CommunityPostCard,
} from '../../src/contract/index.ts'
import { eq } from 'drizzle-orm'
import {
  COUNT_TTL_MS,
  DEMO_COMMUNITY_POSTS,
  LocalCommunityFeed,
  generatePost,
} from '../../server/community/index.ts'
import { communityPosts } from '../../server/community/tables.ts'
import { errorOf, startTestServer, type TestServer } from './helpers.ts'

/**
 * The community feed (spec 3 §3, §7, §9; issue 12): keyset paging with searchAfter and lastSort,
 * filters, related posts, one post, 404, translation, HTML cleaned by the allow-list.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

type Query = Record<string, string | string[]>
const get = (url: string, query: Query = {}) => server.app.inject({ method: 'GET', url, query })
const search = async (query: Query) => {
  const response = await get('/api/community/post/search', query)
  expect(response.statusCode, response.body).toBe(200)
  return CommunitySearchResponse.parse(response.json())
}

/** Every page of a search, each asked with the lastSort of the page before. */
async function allPages(query: Query) {
  const first = await search(query)
  const pages = [first]
  let last = first
  while (last.lastSort && pages.flatMap((p) => p.posts).length < first.totalCount) {
    last = await search({ ...query, searchAfter: last.lastSort })
    pages.push(last)
    expect(pages.length).toBeLessThan(50)
  }
  return { total: first.totalCount, pages, posts: pages.flatMap((p) => p.posts) }
}
/** The value, which the test expects to be there. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value')
  return value
}
const time = (p: CommunityPostCard) => Date.parse(p.publishedAt)

describe('keyset paging', () => {
  it('spotlight pages of 12 (the default size), latest first, concatenate to the full ordered list: no duplicate, no gap', async () => {
    const { total, pages, posts } = await allPages({ category: '110', tags: 'Drape3D' })
    expect(total).toBeGreaterThanOrEqual(40)
    expect(pages[0]?.pageSize).toBe(12)
    expect(pages.slice(0, -1).every((p) => p.posts.length === 12)).toBe(true)
    expect(posts.length).toBe(total)
    expect(new Set(posts.map((p) => p.id)).size).toBe(total)
    // the same list in one page: the same posts in the same order
    const whole = await search({ category: '110', tags: 'Drape3D', pageSize: '50' })
    const rest = await search({
      category: '110',
      tags: 'Drape3D',
      pageSize: '50',
      searchAfter: whole.lastSort ?? [],
    })
    expect([...whole.posts, ...rest.posts].map((p) => p.id)).toEqual(posts.map((p) => p.id))
    for (let i = 1; i < posts.length; i++)
      expect(time(must(posts[i - 1]))).toBeGreaterThanOrEqual(time(must(posts[i])))
    expect(posts.every((p) => p.category === 110 && p.tags.includes('Drape3D'))).toBe(true)
    // after the last post: an empty page
    const after = await search({ category: '110', searchAfter: pages.at(-1)?.lastSort ?? [] })
    expect(after.posts).toEqual([])
    expect(after.lastSort).toBeNull()
  })

  it('popular order pages by (likes, id) the same way; a post listed twice or skipped would show here', async () => {
    const { total, posts } = await allPages({ category: '110', sortBy: 'popular', pageSize: '7' })
    expect(new Set(posts.map((p) => p.id)).size).toBe(total)
    for (let i = 1; i < posts.length; i++) {
      const [a, b] = [must(posts[i - 1]), must(posts[i])]
      expect(a.likes > b.likes || (a.likes === b.likes && Number(a.id) > Number(b.id))).toBe(true)
    }
  })

  it('lastSort is the sort value and id of the last post of the page', async () => {
    const page = await search({ category: '110', pageSize: '5' })
    const last = must(page.posts.at(-1))
    expect(page.lastSort).toEqual([String(time(last)), last.id])
  })
})

describe('filters', () => {
  it('category, tags and keyword narrow the list, and totalCount counts what they keep', async () => {
    const news = await allPages({ category: '100' })
    expect(news.total).toBeGreaterThan(0)
    expect(news.posts.every((p) => p.category === 100)).toBe(true)
    const everything = await search({})
    expect(everything.totalCount).toBe(DEMO_COMMUNITY_POSTS + 1)
    const game = await allPages({ category: '110', tags: ['Drape3D', 'game'] })
    expect(game.total).toBeGreaterThan(0)
    expect(game.posts.every((p) => p.tags.includes('game'))).toBe(true)
    const coat = await allPages({ keyword: 'COAT' })
    expect(coat.total).toBeGreaterThan(0)
    expect(coat.posts.every((p) => /coat/i.test(p.title) || /coat/i.test(p.excerpt))).toBe(true)
    expect((await search({ keyword: '100%_' })).totalCount).toBe(0)
    expect((await search({ tags: 'no-such-tag' })).totalCount).toBe(0)
  })

  it('malformed searches are refused with a message: a page size above 50, one searchAfter value, a non-number category', async () => {
    const malformed: Query[] = [
      { pageSize: '51' },
      { pageSize: '0' },
      { searchAfter: '5' },
      { category: 'spotlight' },
      { sortBy: 'oldest' },
      { unexpected: 'field' },
    ]
    for (const query of malformed) {
      const response = await get('/api/community/post/search', query)
      expect(response.statusCode, JSON.stringify(query)).toBe(400)
      expect(errorOf(response).errMsg.length).toBeGreaterThan(0)
    }
  })
})

describe('one post, related posts, translation', () => {
  it('GET /api/community/post/{id} answers the post with its body; an unknown id is a 404, a malformed one a 400', async () => {
    const [first] = (await search({ category: '110', pageSize: '1' })).posts
    const response = await get(`/api/community/post/${must(first).id}`)
    expect(response.statusCode).toBe(200)
    const { post } = CommunityPostResponse.parse(response.json())
    expect(post.id).toBe(must(first).id)
    expect(post.title).toBe(must(first).title)
    expect(post.bodyHtml).toContain('<p>')
    const missing = await get('/api/community/post/999999')
    expect(missing.statusCode).toBe(404)
    expect(errorOf(missing).errCode).toBe(-404)
    for (const bad of ['abc', '0', '-1', '1e3', '9999999999', '%00']) {
      const response = await get(`/api/community/post/${bad}`)
      expect(response.statusCode, bad).toBe(400)
      expect(errorOf(response).errMsg).toContain('id')
    }
    expect((await get(`/api/community/post/${must(first).id}/translate`)).statusCode).toBe(400)
    expect(
      (await get(`/api/community/post/${must(first).id}/translate`, { toLanguage: 'fr' }))
        .statusCode,
    ).toBe(400)
  })

  it('a post written with a script keeps its text and its https link, and loses the script, the handlers and the javascript: link', async () => {
    const [hostile] = (await search({ keyword: 'surprise' })).posts
    const { post } = CommunityPostResponse.parse(
      (await get(`/api/community/post/${must(hostile).id}`)).json(),
    )
    expect(post.bodyHtml).toContain('<strong>coat</strong>')
    expect(post.bodyHtml).toContain('href="https://example.com/coat"')
    expect(post.bodyHtml).toContain('rel="noopener noreferrer"')
    expect(post.bodyHtml).not.toMatch(/script|onclick|onerror|javascript:|<img/i)
  })

  it('related posts: the same creator first, then the same category, never the post itself, at most 4', async () => {
    const { posts } = await allPages({ category: '110' })
    const post = must(posts[3])
    const response = await get('/api/community/post/search/related', {
      postId: post.id,
      categories: ['110'],
      creatorIds: [post.creatorId],
    })
    expect(response.statusCode).toBe(200)
    const related = CommunityRelatedResponse.parse(response.json()).posts
    expect(related.length).toBe(4)
    expect(related.map((p) => p.id)).not.toContain(post.id)
    const sameCreator = posts.filter((p) => p.creatorId === post.creatorId && p.id !== post.id)
    expect(
      related
        .slice(0, Math.min(4, sameCreator.length))
        .every((p) => p.creatorId === post.creatorId),
    ).toBe(true)
    const byCategory = CommunityRelatedResponse.parse(
      (
        await get('/api/community/post/search/related', { postId: post.id, categories: '100' })
      ).json(),
    ).posts
    expect(byCategory.length).toBe(4)
    expect(byCategory.every((p) => p.category === 100)).toBe(true)
  })

  it('translate: a stored translation into the asked language, the post itself in its own language, null when none is stored, 404 for no post', async () => {
    const { posts } = await allPages({})
    const english = must(posts.find((p) => p.language === 'en'))
    const korean = CommunityTranslateResponse.parse(
      (await get(`/api/community/post/${english.id}/translate`, { toLanguage: 'kr' })).json(),
    ).translation
    expect(korean?.language).toBe('kr')
    expect(korean?.title).not.toBe(english.title)
    expect(korean?.title).toMatch(/[가-힣]/)
    const same = CommunityTranslateResponse.parse(
      (await get(`/api/community/post/${english.id}/translate`, { toLanguage: 'en' })).json(),
    ).translation
    expect(same?.title).toBe(english.title)
    // some posts hold no Japanese translation: answered honestly as none
    const answers = await Promise.all(
      posts
        .filter((p) => p.language !== 'jp')
        .map(
          async (p) =>
            CommunityTranslateResponse.parse(
              (await get(`/api/community/post/${p.id}/translate`, { toLanguage: 'jp' })).json(),
            ).translation,
        ),
    )
    expect(answers.some((a) => a === null)).toBe(true)
    expect(answers.some((a) => a !== null && /[ぁ-んァ-ン]/.test(a.title))).toBe(true)
    const missing = await get('/api/community/post/999999/translate', { toLanguage: 'kr' })
    expect(missing.statusCode).toBe(404)
  })
})

describe('the count of a search', () => {
  it('is counted once per 30 s for the same filters (a page is cheap, a count scans): a new post shows in totalCount after that', async () => {
    let clock = 1_000_000
    const db = server.app.core.database.db
    const feed = new LocalCommunityFeed(db, () => clock)
    const query = {
      category: 110,
      tags: ['Drape3D'],
      keyword: '',
      pageSize: 12,
      searchAfter: [],
      sortBy: 'latest' as const,
    }
    const before = (await feed.search(query)).totalCount
    const { post } = generatePost(1, new Date())
    const [added] = await db
      .insert(communityPosts)
      .values({ ...post, category: 110, publishedAt: new Date(Date.now() + 60_000) })
      .returning({ id: communityPosts.id })
    try {
      clock += COUNT_TTL_MS - 1
      const cached = await feed.search(query)
      expect(cached.totalCount).toBe(before)
      expect(cached.posts[0]?.id).toBe(String(added?.id))
      clock += 1
      expect((await feed.search(query)).totalCount).toBe(before + 1)
    } finally {
      await db.delete(communityPosts).where(eq(communityPosts.id, added?.id ?? 0))
    }
  })
})
