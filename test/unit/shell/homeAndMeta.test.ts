import { describe, expect, it } from 'vitest'
import { HOME_EVENT_WINDOW, isWithinEventWindow } from '../../../src/machines/shell/eventWindow.ts'
import { documentTitle, metaPageOf } from '../../../src/views/shell/pageMeta.ts'
import {
  CONNECT,
  FOOTER_LINKS,
  FAMILY_SITES,
  ROOT_ITEMS,
  helpCenterUrl,
  legalUrl,
  resolveLink,
} from '../../../src/machines/shell/siteLinks.ts'

describe('home event window: late September to December 2025, Korea time (spec 1 §2)', () => {
  it('is closed just before it opens and open at its first second (KST midnight is 15:00 UTC)', () => {
    expect(isWithinEventWindow(new Date('2025-09-21T14:59:59Z'))).toBe(false)
    expect(isWithinEventWindow(new Date('2025-09-21T15:00:00Z'))).toBe(true)
  })
  it('is open through 31 December in Korea and closed from 1 January Korea time', () => {
    expect(isWithinEventWindow(new Date('2025-12-31T14:59:59Z'))).toBe(true)
    expect(isWithinEventWindow(new Date('2025-12-31T15:00:00Z'))).toBe(false)
  })
  it('is closed long after', () => {
    expect(isWithinEventWindow(Date.parse('2026-11-22T00:00:00Z'))).toBe(false)
  })
  it('takes another window', () => {
    const window = { start: '2026-11-01T00:00:00+09:00', end: '2026-12-01T00:00:00+09:00' }
    expect(isWithinEventWindow(Date.parse('2026-11-22T00:00:00Z'), window)).toBe(true)
    expect(isWithinEventWindow(Date.parse('2026-11-22T00:00:00Z'), HOME_EVENT_WINDOW)).toBe(false)
  })
})

describe('page titles (spec 1 §2)', () => {
  it('names the pages with their own title and description', () => {
    expect(metaPageOf('/')).toBe('home')
    expect(metaPageOf('/ko/pricing')).toBe('pricing')
    expect(metaPageOf('/product/overview/')).toBe('overview')
    expect(metaPageOf('/product/keyfeature')).toBe('keyfeature')
    expect(metaPageOf('/ja/member/signin')).toBe('signin')
    expect(metaPageOf('/member/signup')).toBe('signup')
    expect(metaPageOf('/support/contact')).toBe('contact')
    expect(metaPageOf('/support/contact/1')).toBeNull()
    expect(metaPageOf('/reseller')).toBeNull()
  })
  it('is "Drape3D | <page>" or "Drape3D | Official Site"', () => {
    expect(documentTitle('Drape3D', 'Pricing', 'Official Site')).toBe('Drape3D | Pricing')
    expect(documentTitle('Drape3D', null, 'Official Site')).toBe('Drape3D | Official Site')
  })
})

describe('links (spec 1 §1, §2)', () => {
  it('has the root items Product, Pricing, Learn, Support, Connect; only Pricing goes to a page', () => {
    expect(ROOT_ITEMS.map((i) => i.id)).toEqual([
      'product',
      'pricing',
      'learn',
      'support',
      'connect',
    ])
    expect(ROOT_ITEMS.filter((i) => i.to).map((i) => i.to)).toEqual(['/pricing'])
  })
  it('uses China URLs for visitors from CN', () => {
    const connect = ROOT_ITEMS.find((i) => i.id === 'connect')?.links[0]
    if (!connect) throw new Error('connect link missing')
    expect(resolveLink(connect, { countryCode: 'CN', language: 'en' })).toBe(CONNECT.china)
    expect(resolveLink(connect, { countryCode: 'KR', language: 'zh' })).toBe(CONNECT.global)
    expect(resolveLink(connect, { countryCode: '', language: 'en' })).toBe(CONNECT.global)
  })
  it('sends the help centre to the article locale', () => {
    expect(helpCenterUrl('en')).toMatch(/\/en-us$/)
    expect(helpCenterUrl('zh')).toMatch(/\/zh-cn$/)
    expect(helpCenterUrl('ko')).toMatch(/\/ko$/)
  })
  it('uses the China legal domain for the Chinese site', () => {
    expect(legalUrl('terms', 'zh')).toContain('drape3d.cn')
    expect(legalUrl('terms', 'en')).toContain('drape3d.com')
  })
  it('lists the footer links and six family sites', () => {
    expect(FOOTER_LINKS.map((l) => l.key)).toEqual([
      'mypage',
      'signin',
      'terms',
      'oss',
      'privacy',
      'cookie',
      'eula',
      'reseller',
      'trialLicence',
    ])
    expect(FAMILY_SITES).toHaveLength(6)
  })
})
