import { afterEach, describe, expect, it } from 'vitest'
import {
  cookieValue,
  parentDomain,
  readCookie,
  removeCookie,
  serializeCookie,
  writeCookie,
} from '../../../src/services/core/cookies.ts'

/** Every cookie of the site goes through one service, in one style (spec 1 §4, §9). */
describe('the cookie service', () => {
  afterEach(() => {
    removeCookie('c1_test')
  })
  it('writes path /, SameSite=Lax, the parent domain on request, and the age in seconds', () => {
    expect(serializeCookie('md_uid', 'abc', { maxAgeS: 31_536_000 }, 'www.drape3d.com')).toBe(
      'md_uid=abc; Path=/; SameSite=Lax; Max-Age=31536000',
    )
    expect(serializeCookie('lang', 'ko', { parentDomain: true }, 'www.drape3d.com')).toBe(
      'lang=ko; Path=/; SameSite=Lax; Domain=.drape3d.com',
    )
    expect(parentDomain('localhost')).toBeNull()
  })
  it('encodes on write and decodes on read', () => {
    expect(serializeCookie('n', 'a b;c', {}, 'localhost')).toBe('n=a%20b%3Bc; Path=/; SameSite=Lax')
    expect(cookieValue('x=1; n=a%20b%3Bc', 'n')).toBe('a b;c')
    expect(cookieValue('x=1', 'n')).toBeNull()
  })
  it('reads back what it wrote, and forgets it on removal', () => {
    writeCookie('c1_test', 'zh-cn')
    expect(readCookie('c1_test')).toBe('zh-cn')
    removeCookie('c1_test')
    expect(readCookie('c1_test')).toBeNull()
  })
})
