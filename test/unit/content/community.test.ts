import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import {
  COMMUNITY_DOMAIN,
  COMMUNITY_FALLBACK_MESSAGE,
  CommunityError,
  communityFailureOf,
  communityPost,
  notFound,
  relatedPosts,
  searchPosts,
  translatePost,
} from '../../../src/services/content/community.ts'
import { configureApi } from '../../../src/services/core/http.ts'

/** The community client of spec 3 §7, §8: the requests it sends and how it normalises failures. */
const base = window.location.origin
const server = setupServer()
const seen: Request[] = []
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' })
  configureApi({ baseURL: base })
})
afterEach(() => {
  server.resetHandlers()
  seen.length = 0
})
afterAll(() => server.close())

const ok = { errCode: 0, errMsg: 'OK' }
const card = {
  id: '7',
  category: 110,
  tags: ['Drape3D'],
  title: 'T',
  excerpt: 'E',
  thumbnailUrl: '',
  creatorId: 'c-mira',
  creatorName: 'Mira',
  language: 'en',
  likes: 1,
  publishedAt: '2026-11-01T00:00:00.000Z',
}

describe('the community client', () => {
  it('search sends category, tags, keyword, pageSize, searchAfter repeated and sortBy, with the domain header', async () => {
    server.use(
      http.get(`${base}/api/community/post/search`, ({ request }) => {
        seen.push(request)
        return HttpResponse.json({
          result: ok,
          posts: [card],
          totalCount: 30,
          pageSize: 12,
          lastSort: ['1', '7'],
        })
      }),
    )
    const page = await searchPosts({
      category: 110,
      tags: ['Drape3D'],
      keyword: '  coat ',
      sortBy: 'latest',
      pageSize: 12,
      searchAfter: ['1700000000000', '9'],
    })
    expect(page).toEqual({ posts: [card], totalCount: 30, lastSort: ['1', '7'] })
    const url = new URL(seen[0]?.url ?? '')
    expect(url.searchParams.get('category')).toBe('110')
    expect(url.searchParams.getAll('tags')).toEqual(['Drape3D'])
    expect(url.searchParams.get('keyword')).toBe('coat')
    expect(url.searchParams.get('pageSize')).toBe('12')
    expect(url.searchParams.getAll('searchAfter')).toEqual(['1700000000000', '9'])
    expect(url.searchParams.get('sortBy')).toBe('latest')
    expect(seen[0]?.headers.get('domain')).toBe(COMMUNITY_DOMAIN)
  })

  it('the post, related and translate calls put the id in the path; toLanguage is the content language', async () => {
    server.use(
      http.get(`${base}/api/community/post/:id`, ({ request, params }) => {
        seen.push(request)
        return HttpResponse.json({
          result: ok,
          post: { ...card, id: params.id, bodyHtml: '<p>b</p>' },
        })
      }),
      http.get(`${base}/api/community/post/search/related`, ({ request }) => {
        seen.push(request)
        return HttpResponse.json({ result: ok, posts: [card, card, card, card, card] })
      }),
      http.get(`${base}/api/community/post/:id/translate`, ({ request }) => {
        seen.push(request)
        return HttpResponse.json({ result: ok, translation: null })
      }),
    )
    expect((await communityPost({ postId: '42' })).id).toBe('42')
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/api/community/post/42')
    expect(
      await relatedPosts({ postId: '42', categories: [110], creatorIds: ['c-mira'] }),
    ).toHaveLength(4)
    const related = new URL(seen[1]?.url ?? '')
    expect(related.searchParams.get('postId')).toBe('42')
    expect(related.searchParams.getAll('categories')).toEqual(['110'])
    expect(related.searchParams.getAll('creatorIds')).toEqual(['c-mira'])
    for (const [language, toLanguage] of [
      ['en', 'en'],
      ['ko', 'kr'],
      ['ja', 'jp'],
      ['zh', 'cn'],
    ] as const) {
      seen.length = 0
      expect(await translatePost({ postId: '42', language })).toBeNull()
      const url = new URL(seen[0]?.url ?? '')
      expect(url.pathname).toBe('/api/community/post/42/translate')
      expect(url.searchParams.get('toLanguage')).toBe(toLanguage)
    }
  })

  it('a 404 becomes the not-found failure (status 404); others keep status, the server message and code', async () => {
    server.use(
      http.get(`${base}/api/community/post/:id`, ({ params }) =>
        params.id === '1'
          ? HttpResponse.json(
              { result: { errCode: -404, errMsg: 'No community post 1' } },
              { status: 404 },
            )
          : HttpResponse.json({ result: { errCode: -500, errMsg: '' } }, { status: 500 }),
      ),
    )
    const missing = await communityPost({ postId: '1' }).catch((e: unknown) => e)
    expect(missing).toBeInstanceOf(CommunityError)
    expect(communityFailureOf(missing)).toEqual({
      status: 404,
      message: 'No community post 1',
      code: -404,
    })
    const broken = await communityPost({ postId: '2' }).catch((e: unknown) => e)
    expect(communityFailureOf(broken)).toEqual({
      status: 500,
      message: COMMUNITY_FALLBACK_MESSAGE,
      code: -500,
    })
  })

  it('a failure without a message gets the Korean fallback; anything else is status 0', () => {
    expect(COMMUNITY_FALLBACK_MESSAGE).toBe('알 수 없는 오류가 발생했습니다.')
    expect(communityFailureOf(new Error('boom'))).toEqual({
      status: 0,
      message: COMMUNITY_FALLBACK_MESSAGE,
      code: -1,
    })
    expect(() => notFound()).toThrow(CommunityError)
    try {
      notFound('gone')
    } catch (e) {
      expect(communityFailureOf(e)).toEqual({ status: 404, message: 'gone', code: -404 })
    }
  })
})
