import type { Language } from '../../contract/core/codes.ts'

/** Banner text limits (spec 1 §9): 59 characters in English, 35 in Korean, 32 otherwise. */
export const BANNER_LIMIT: Record<Language, number> = { en: 59, ko: 35, ja: 32, zh: 32 }

/**
 * The banner text cut to the language's limit (spec 1 §2, §9: "truncated to 59 characters"): what
 * is shown, the ellipsis of a cut text included, never has more characters than the limit.
 */
export function truncateBannerText(text: string, language: Language): string {
  const chars = Array.from(text.trim())
  const limit = BANNER_LIMIT[language]
  return chars.length > limit ? `${chars.slice(0, limit - 1).join('')}…` : chars.join('')
}

/** A banner colour from the response, or the fallback when it is not a hex colour. */
export function bannerColour(hex: string, fallback: string): string {
  const value = hex.startsWith('#') ? hex : `#${hex}`
  return /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) ? value : fallback
}
