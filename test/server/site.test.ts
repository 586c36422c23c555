import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorOf, startTestServer, type TestServer } from './helpers.ts'
import { INDEX_HTML, fakeDist } from './fakeDist.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ STATIC_DIR: fakeDist() })
})
afterAll(() => server.close())

const get = (url: string) => server.app.inject({ method: 'GET', url })

describe('the site is served from the build', () => {
  it.each([
    '/',
    '/member/signin',
    '/member/signin/',
    '/support',
    '/support/news/view/42',
    '/pricing',
    '/ko/pricing',
    '/docs/a/b/c',
    '/member/signin?returnUrl=%2Fmypage',
  ])('known route %s → 200 with index.html', async (url) => {
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/html/)
    expect(response.body).toBe(INDEX_HTML)
  })

  it.each(['/ko/member/signin', '/ja/support/news/view/7', '/zh', '/ko/ko/pricing'])(
    'locale-prefixed %s → 200',
    async (url) => {
      // /ko/ko/pricing: the optional {-$locale} segment of the route itself after the stripped prefix
      expect((await get(url)).statusCode).toBe(200)
    },
  )

  it.each(['/nope', '/member/signin/extra', '/support/news/view', '/fr/member/signin', '/ko/nope'])(
    'unknown %s → 404 with index.html (the site shows its 404 page)',
    async (url) => {
      const response = await get(url)
      expect(response.statusCode).toBe(404)
      expect(response.body).toBe(INDEX_HTML)
    },
  )

  it('hashed assets are cached for a year; index.html is revalidated', async () => {
    const asset = await get('/assets/app-abc123.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get('/member/signin')).headers['cache-control']).toBe('no-cache')
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache')
  })

  it('a missing asset is a plain 404, not the page', async () => {
    const response = await get('/assets/missing-123.js')
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('<html')
  })

  it('unknown /api paths → 404 envelope; a wrong method too', async () => {
    for (const [method, url] of [
      ['GET', '/api/Member/Nope'],
      ['POST', '/api/nope'],
      ['GET', '/api/Member/Login'],
      ['DELETE', '/api/health'],
    ] as const) {
      const response = await server.app.inject({ method, url })
      expect(response.statusCode, url).toBe(404)
      expect(errorOf(response).errCode).toBe(-404)
    }
  })

  it('every answer carries the security headers', async () => {
    for (const url of ['/', '/nope', '/api/health', '/api/nope', '/assets/app-abc123.js']) {
      const h = (await get(url)).headers
      expect(h['content-security-policy'], url).toContain("frame-ancestors 'none'")
      expect(h['content-security-policy'], url).toContain("style-src 'self' 'unsafe-inline'")
      expect(h['x-content-type-options'], url).toBe('nosniff')
      expect(h['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
    }
  })
})

describe('without a build', () => {
  let bare: TestServer
  beforeAll(async () => {
    bare = await startTestServer({ STATIC_DIR: '/nonexistent-dist' })
  })
  afterAll(() => bare.close())

  it('pages answer a plain message telling to build; the API still works', async () => {
    const page = await bare.app.inject({ method: 'GET', url: '/member/signin' })
    expect(page.statusCode).toBe(503)
    expect(page.headers['content-type']).toMatch(/text\/plain/)
    expect(page.body).toContain('npm run build')
    expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })
})
