import { describe, expect, it } from 'vitest'
import { errorContent } from '../../../src/machines/shell/errorContent.ts'
import { maintenanceLanguage } from '../../../src/machines/shell/maintenanceLanguage.ts'

describe('error pages (spec 1 §2)', () => {
  it('403 and 202 are FORBIDDEN', () => {
    expect(errorContent(403, '/mypage').headline).toBe('forbidden')
    expect(errorContent(202, '/mypage').headline).toBe('forbidden')
  })
  it('404 is PAGE NOT FOUND with GO TO MAIN, PRICING, HELP CENTER, CONTACT US', () => {
    expect(errorContent(404, '/nothing')).toEqual({
      headline: 'notFound',
      storeMoved: false,
      actions: ['main', 'pricing', 'helpCenter', 'contact'],
    })
  })
  it('404 on a store path says the store moved and offers GO TO CONNECT', () => {
    expect(errorContent(404, '/store/item/3')).toEqual({
      headline: 'notFound',
      storeMoved: true,
      actions: ['main', 'pricing', 'helpCenter', 'contact', 'connect'],
    })
    expect(errorContent(404, '/ko/store')).toMatchObject({ storeMoved: true })
  })
  it('500 is UNEXPECTED ERROR', () => {
    expect(errorContent(500, '/').headline).toBe('unexpected')
  })
  it('other statuses offer CONTACT US and GO TO MAIN', () => {
    expect(errorContent(502, '/')).toEqual({
      headline: 'other',
      storeMoved: false,
      actions: ['contact', 'main'],
    })
    expect(errorContent(418, '/store')).toEqual({
      headline: 'other',
      storeMoved: false,
      actions: ['contact', 'main', 'connect'],
    })
  })
})

describe('maintenance language by country (spec 1 §2)', () => {
  it.each([
    ['KR', 'ko'],
    ['kr', 'ko'],
    ['CN', 'zh'],
    ['JA', 'ja'],
    ['JP', 'ja'],
    ['US', 'en'],
    ['', 'en'],
    ['DE', 'en'],
  ])('%s → %s', (country, language) => {
    expect(maintenanceLanguage(country)).toBe(language)
  })
})
