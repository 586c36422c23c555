import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  hashedPolicy,
  inlineScriptHashes,
  PageCache,
  pageKey,
  pickEncoding,
  sharePage,
  type SharedPage,
} from '../../server/shell/pageCache.ts'

const VARY = ['cookie', 'x-country-code', 'user-agent', 'accept-language'] as const
const request = (headers: Record<string, string> = {}, url = '/', method = 'GET') => ({
  method,
  url,
  headers,
})
const page = (html: string, nonce: string): SharedPage =>
  sharePage({ status: 200, headers: [['content-type', 'text/html']], html, nonce })
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')

describe('which pages every visitor without a session receives alike (issue 8)', () => {
  it('no key with a session cookie, a bearer header or another method', () => {
    expect(pageKey(request({ cookie: 'a=1; jwt_token=t' }), VARY)).toBeNull()
    expect(pageKey(request({ authorization: 'Bearer t' }), VARY)).toBeNull()
    expect(pageKey(request({}, '/', 'HEAD'), VARY)).toBeNull()
    expect(pageKey(request({}, '/', 'POST'), VARY)).toBeNull()
    expect(pageKey(request(), VARY)).not.toBeNull()
  })

  it('every header the render passes on, the referer and the address are in the key', () => {
    const base = pageKey(request(), VARY)
    for (const changed of [
      request({ 'x-country-code': 'CN' }),
      request({ 'user-agent': 'other' }),
      request({ 'accept-language': 'ko' }),
      request({ referer: 'https://search.example/' }),
      request({ cookie: 'NEXT_LOCALE=ko' }),
      request({}, '/?a=1'),
    ])
      expect(pageKey(changed, VARY)).not.toBe(base)
  })

  it('cookies only the browser reads are left out; the others in any order give one key', () => {
    expect(pageKey(request({ cookie: 'md_uid=1; popup_3=1' }), VARY)).toBe(pageKey(request(), VARY))
    expect(pageKey(request({ cookie: 'a=1; b=2' }), VARY)).toBe(
      pageKey(request({ cookie: 'b=2; md_uid=9; a=1' }), VARY),
    )
  })
})

describe('a shared page is the same bytes for everyone (issue 8)', () => {
  it('its inline scripts are allowed by their hashes; scripts from a file are not hashed', () => {
    const html =
      '<script nonce="N0">self.a=1</script><script type="module" src="/assets/a.js"></script>' +
      '<script nonce="N0" class="x">\nself.b="</div>"\n</script><script>self.a=1</script>'
    expect(inlineScriptHashes(html)).toEqual([sha256('self.a=1'), sha256('\nself.b="</div>"\n')])
  })

  it('the policy lists those hashes in script-src and no nonce', () => {
    const policy = "default-src 'self'; script-src 'self'; object-src 'none'"
    expect(hashedPolicy(policy, ['h1', 'h2'])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-h1' 'sha256-h2'; object-src 'none'",
    )
    expect(hashedPolicy(policy, [])).toBe(policy)
  })

  it('brotli when taken, else gzip, else plain; q=0 refuses', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(pickEncoding('*')).toBe('gzip')
    expect(pickEncoding(undefined)).toBe('identity')
    expect(pickEncoding('gzip;q=0')).toBe('identity')
  })

  it('each encoding is made once and decodes to the page', async () => {
    const shared = page('<main>' + 'garment '.repeat(500) + '</main>', 'n')
    const br = await shared.body('br')
    expect(shared.body('br')).toBe(shared.body('br'))
    expect(br.length).toBeLessThan(shared.html.length / 10)
    expect(brotliDecompressSync(br).toString()).toBe(shared.html)
    expect(gunzipSync(await shared.body('gzip')).toString()).toBe(shared.html)
    expect((await shared.body('identity')).toString()).toBe(shared.html)
  })
})

describe('the shared pages', () => {
  it('keeps a page for its time, then forgets it', async () => {
    let now = 1_000
    const cache = new PageCache({ ttlMs: 2_000, max: 10, now: () => now })
    cache.set('k', Promise.resolve(page('x', 'n')))
    now += 1_999
    expect((await cache.get('k'))?.html).toBe('x')
    now += 1
    expect(cache.get('k')).toBeNull()
  })

  it('drops a render that could not be shared, and one that failed', async () => {
    const cache = new PageCache({ ttlMs: 2_000, max: 10 })
    const none = Promise.resolve(null)
    cache.set('a', none)
    await none
    expect(cache.get('a')).toBeNull()
    const failed = Promise.reject(new Error('render failed'))
    cache.set('b', failed)
    await failed.catch(() => undefined)
    await Promise.resolve()
    expect(cache.get('b')).toBeNull()
  })

  it('never holds more than its maximum', () => {
    const cache = new PageCache({ ttlMs: 2_000, max: 2 })
    for (const key of ['a', 'b', 'c']) cache.set(key, Promise.resolve(page(key, 'n')))
    expect(cache.get('a')).toBeNull()
    expect(cache.get('c')).not.toBeNull()
  })
})
