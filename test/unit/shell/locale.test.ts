import { describe, expect, it } from 'vitest'
import {
  LANGUAGE_COOKIE_MAX_AGE_S,
  languageCookieValues,
  localeRewrite,
  localizePath,
  resolveBootLanguage,
  splitLocalePath,
} from '../../../src/i18n/locale.ts'
import { parentDomain, serializeCookie } from '../../../src/services/core/cookies.ts'

describe('locale in the path (spec 1 §2)', () => {
  it.each([
    ['/', 'en', '/'],
    ['/pricing', 'en', '/pricing'],
    ['/ko', 'ko', '/'],
    ['/ko/', 'ko', '/'],
    ['/ko/pricing', 'ko', '/pricing'],
    ['/ja/member/signin', 'ja', '/member/signin'],
    ['/zh/support/contact/1', 'zh', '/support/contact/1'],
    ['/en/pricing', 'en', '/pricing'],
    ['/kor/pricing', 'en', '/kor/pricing'],
    ['/fr/pricing', 'en', '/fr/pricing'],
    ['/korea', 'en', '/korea'],
  ])('%s is %s at %s', (pathname, language, path) => {
    expect(splitLocalePath(pathname)).toEqual({ language, path })
  })

  it('English has no prefix; the others do', () => {
    expect(localizePath('/pricing', 'en')).toBe('/pricing')
    expect(localizePath('/pricing', 'ko')).toBe('/ko/pricing')
    expect(localizePath('/', 'ja')).toBe('/ja')
    expect(localizePath('/ko/pricing', 'zh')).toBe('/zh/pricing')
    expect(localizePath('/ko/pricing', 'en')).toBe('/pricing')
  })

  it('the first load takes the path prefix, else the NEXT_LOCALE cookie', () => {
    expect(resolveBootLanguage('/ko/pricing', 'ja')).toEqual({ language: 'ko', redirectTo: null })
    expect(resolveBootLanguage('/pricing', null)).toEqual({ language: 'en', redirectTo: null })
    expect(resolveBootLanguage('/pricing', 'en')).toEqual({ language: 'en', redirectTo: null })
    expect(resolveBootLanguage('/pricing', 'ja')).toEqual({
      language: 'ja',
      redirectTo: '/ja/pricing',
    })
    expect(resolveBootLanguage('/', 'zh')).toEqual({ language: 'zh', redirectTo: '/zh' })
    expect(resolveBootLanguage('/pricing', 'xx')).toEqual({ language: 'en', redirectTo: null })
  })

  it('the router sees bare paths and writes prefixed ones', () => {
    const rewrite = localeRewrite('ko')
    expect(rewrite.input({ url: new URL('http://x/ko/pricing?a=1') }).pathname).toBe('/pricing')
    expect(rewrite.output({ url: new URL('http://x/pricing?a=1') }).href).toBe(
      'http://x/ko/pricing?a=1',
    )
    const english = localeRewrite('en')
    expect(english.output({ url: new URL('http://x/pricing') }).pathname).toBe('/pricing')
  })
})

describe('language cookies (spec 1 §9)', () => {
  it('uses the parent domain, except on hosts without one', () => {
    expect(parentDomain('www.drape3d.com')).toBe('.drape3d.com')
    expect(parentDomain('drape3d.com')).toBe('.drape3d.com')
    expect(parentDomain('localhost')).toBeNull()
    expect(parentDomain('127.0.0.1')).toBeNull()
  })

  it('writes NEXT_LOCALE, lang and zendeskLang on path /, for a year, on the parent domain', () => {
    const cookies = languageCookieValues('zh').map(([name, value]) =>
      serializeCookie(
        name,
        value,
        { maxAgeS: LANGUAGE_COOKIE_MAX_AGE_S, parentDomain: true },
        'www.drape3d.com',
      ),
    )
    expect(cookies.map((c) => c.split(';')[0])).toEqual([
      'NEXT_LOCALE=zh',
      'lang=zh',
      'zendeskLang=zh-cn',
    ])
    for (const c of cookies) {
      expect(c).toContain('Path=/')
      expect(c).toContain('Domain=.drape3d.com')
      expect(c).toContain('Max-Age=31536000')
    }
    const [name = '', value = ''] = languageCookieValues('ko')[0] ?? []
    expect(serializeCookie(name, value, { parentDomain: true }, 'localhost')).not.toContain(
      'Domain=',
    )
  })
})
