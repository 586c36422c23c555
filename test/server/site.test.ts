import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorOf, startTestServer, type TestServer } from './helpers.ts'
import { APP_JS, fakeDist, pageHtml } from './fakeDist.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ STATIC_DIR: fakeDist() })
})
afterAll(() => server.close())

const get = (url: string) => server.app.inject({ method: 'GET', url })
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')

describe('the site is served from the build', () => {
  const nonceOf = (csp: string | undefined): string => /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? ''

  it.each(['/', '/member/signin', '/support', '/ko/pricing', '/member/signin?returnUrl=%2Fmypage'])(
    'page %s → rendered on the server, 200',
    async (url) => {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      const nonce = nonceOf(response.headers['content-security-policy'])
      expect(nonce).not.toBe('')
      expect(response.body).toBe(pageHtml(url.split('?')[0] ?? '/', nonce))
    },
  )

  it.each(['/nope', '/member/signin/extra', '/fr/member/signin'])(
    'the render decides the status: %s → 404',
    async (url) => {
      expect((await get(url)).statusCode).toBe(404)
    },
  )

  it('a page rendered for a response allows its inline scripts by a fresh nonce; a shared one by their hashes', async () => {
    const [a, b] = [await get('/?n=1'), await get('/?n=2')]
    const csp = a.headers['content-security-policy'] as string
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/)
    const [nonceA, nonceB] = [nonceOf(csp), nonceOf(b.headers['content-security-policy'])]
    expect(nonceA).not.toBe(nonceB)
    expect(a.body).toBe(pageHtml('/', nonceA))
    expect(b.body).toBe(pageHtml('/', nonceB))
    // Asked again within the moment: the first render's bytes, its inline script allowed by hash only.
    const again = await get('/?n=1')
    expect(again.body).toBe(pageHtml('/', nonceA))
    expect(again.headers['content-security-policy']).toContain(
      `script-src 'self' 'sha256-${sha256('0')}';`,
    )
    expect(again.headers['content-security-policy']).not.toContain('nonce-')
  })

  describe('a page without a session is rendered once and shared for a moment (issue 8)', () => {
    const renderOf = (r: { headers: Record<string, unknown> }) => Number(r.headers['x-render'])
    const page = (url: string, headers: Record<string, string> = {}) =>
      server.app.inject({ method: 'GET', url, headers })

    it('the same page asked at once by many visitors is rendered once', async () => {
      const before = renderOf(await page('/support?before=1'))
      const answers = await Promise.all(Array.from({ length: 8 }, () => page('/support?shared=1')))
      answers.forEach((r) => expect(renderOf(r)).toBe(before + 1))
      const nonces = answers
        .map((r) => nonceOf(r.headers['content-security-policy'] as string))
        .filter((n) => n !== '')
      expect(nonces).toHaveLength(1)
      answers.forEach((r) => expect(r.body).toBe(pageHtml('/support', nonces[0] ?? '')))
    })

    it('a shared page is sent compressed once, in the encoding the browser takes', async () => {
      await page('/support?enc=1')
      const br = await page('/support?enc=1', { 'accept-encoding': 'gzip, br' })
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.headers['vary']).toMatch(/Accept-Encoding/)
      const plain = brotliDecompressSync(br.rawPayload).toString()
      const gz = await page('/support?enc=1', { 'accept-encoding': 'gzip' })
      expect(gz.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain)
      expect(plain).toMatch(/<main>\/support<\/main>/)
    })

    it('a cookie only the browser reads does not change the page; the language cookie does', async () => {
      const first = await page('/member/signin?c=1')
      const withId = await page('/member/signin?c=1', { cookie: 'md_uid=abc; popup_7=1' })
      expect(renderOf(withId)).toBe(renderOf(first))
      const withLanguage = await page('/member/signin?c=1', { cookie: 'NEXT_LOCALE=en' })
      expect(renderOf(withLanguage)).not.toBe(renderOf(first))
    })

    it('a page with a session, another country or another page is rendered anew', async () => {
      const first = await page('/?v=1')
      const session = await page('/?v=1', { cookie: 'md_uid=abc; jwt_token=x' })
      const sessionAgain = await page('/?v=1', { cookie: 'jwt_token=x' })
      const bearer = await page('/?v=1', { authorization: 'Bearer x' })
      const china = await page('/?v=1', { 'x-country-code': 'CN' })
      const other = await page('/?v=2')
      const renders = [first, session, sessionAgain, bearer, china, other].map(renderOf)
      expect(new Set(renders).size).toBe(renders.length)
    })

    it('a not-found page is shared with its status', async () => {
      const [a, b] = [await page('/nope-shared'), await page('/nope-shared')]
      expect([a.statusCode, b.statusCode]).toEqual([404, 404])
      expect(renderOf(b)).toBe(renderOf(a))
    })
  })

  it('pages are never stored by a shared cache; with a session they are not stored at all', async () => {
    expect((await get('/')).headers['cache-control']).toBe('private, no-cache')
    const member = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'jwt_token=x' },
    })
    expect(member.headers['cache-control']).toBe('private, no-store')
  })

  it('hashed assets are cached for a year and sent in their build-time brotli or gzip copy', async () => {
    const plain = await get('/assets/app-abc123.js')
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(plain.body).toBe(APP_JS)
    for (const encoding of ['br', 'gzip']) {
      const packed = await server.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': encoding },
      })
      expect(packed.headers['content-encoding']).toBe(encoding)
      expect(packed.rawPayload.length).toBeLessThan(APP_JS.length / 4)
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache')
  })

  it('pages and API JSON above 1 kB are compressed on the fly', async () => {
    const page = await server.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br' },
    })
    expect(page.headers['content-encoding']).toBe('br')
  })

  it('public JSON that does not depend on the visitor carries an ETag and answers 304 to it', async () => {
    const first = await get('/api/config')
    const tag = first.headers.etag as string
    expect(tag).toMatch(/^W\/"/)
    const again = await server.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'if-none-match': tag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('the server render itself and missing assets are plain 404s, not pages', async () => {
    for (const url of ['/server/entry-server.js', '/assets/missing-123.js']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.body, url).not.toContain('<html')
    }
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
