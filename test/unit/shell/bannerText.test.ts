import { describe, expect, it } from 'vitest'
import {
  BANNER_LIMIT,
  bannerColour,
  truncateBannerText,
} from '../../../src/machines/shell/bannerText.ts'

describe('top banner text (spec 1 §9): 59 en, 35 ko, 32 others', () => {
  it('has the limits of the spec', () => {
    expect(BANNER_LIMIT).toEqual({ en: 59, ko: 35, ja: 32, zh: 32 })
  })
  it.each([
    ['en', 59],
    ['ko', 35],
    ['ja', 32],
    ['zh', 32],
  ] as const)('%s shows at most %i characters in all, the ellipsis included', (lang, limit) => {
    const exact = 'a'.repeat(limit)
    expect(truncateBannerText(exact, lang)).toBe(exact)
    const cut = truncateBannerText(`${exact}b`, lang)
    expect(Array.from(cut)).toHaveLength(limit)
    expect(cut).toBe(`${'a'.repeat(limit - 1)}…`)
  })
  it('counts characters, not UTF-16 units', () => {
    const korean = '가'.repeat(40)
    expect(truncateBannerText(korean, 'ko')).toBe(`${'가'.repeat(34)}…`)
    const emoji = '🎉'.repeat(33)
    expect(truncateBannerText(emoji, 'ja')).toBe(`${'🎉'.repeat(31)}…`)
  })
  it('trims surrounding spaces', () => {
    expect(truncateBannerText('  Spring sale  ', 'en')).toBe('Spring sale')
  })
})

describe('banner colours come from the response', () => {
  it('accepts hex with or without #', () => {
    expect(bannerColour('#1a2b3c', '#000')).toBe('#1a2b3c')
    expect(bannerColour('fff', '#000')).toBe('#fff')
  })
  it('falls back on anything else', () => {
    expect(bannerColour('red; background: url(x)', '#000')).toBe('#000')
    expect(bannerColour('', '#000')).toBe('#000')
  })
})
