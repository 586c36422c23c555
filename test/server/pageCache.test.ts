import { describe, expect, it } from 'vitest'
import { PageCache, pageKey, withNonce, type CachedPage } from '../../server/shell/pageCache.ts'

const VARY = ['cookie', 'x-country-code', 'user-agent', 'accept-language'] as const
const request = (headers: Record<string, string> = {}, url = '/', method = 'GET') => ({
  method,
  url,
  headers,
})
const page = (html: string, nonce: string): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  html,
  nonce,
})

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

  it('a shared page takes the nonce of the response that sends it, everywhere', () => {
    const html = '<script nonce="N0">1</script><meta content="N0">'
    expect(withNonce(page(html, 'N0'), 'N1')).toBe(
      '<script nonce="N1">1</script><meta content="N1">',
    )
  })
})

describe('the shared pages', () => {
  it('keeps a page for its time, then forgets it', async () => {
    let now = 1_000
    const cache = new PageCache({ ttlMs: 2_000, max: 10, now: () => now })
    cache.set('k', Promise.resolve(page('x', 'n')))
    now += 1_999
    expect(await cache.get('k')).toEqual(page('x', 'n'))
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
