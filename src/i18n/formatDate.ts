import type { Language } from '../contract/core/codes.ts'

const INTL_LOCALE: Record<Language, string> = { en: 'en-US', ko: 'ko-KR', ja: 'ja-JP', zh: 'zh-CN' }

/**
 * One formatter per language and time zone, made once: building an `Intl.DateTimeFormat` costs
 * far more than using it (it was a fifth of a home page's server render, issue 8).
 */
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterOf(language: Language, timeZone: string): Intl.DateTimeFormat {
  const key = `${language} ${timeZone}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter =
      language === 'en'
        ? new Intl.DateTimeFormat('en-US', {
            month: 'short',
            day: 'numeric',
            year: 'numeric',
            timeZone,
          })
        : new Intl.DateTimeFormat(INTL_LOCALE[language], {
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            timeZone,
          })
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * Dates as the spec writes them (spec 1 §9): English `MMM d yyyy` ("Nov 2 2025"); Korean, Japanese
 * and Chinese year-month-day in their own notation. Calendar dates are read in UTC unless told.
 */
export function formatDate(
  value: Date | string | number,
  language: Language,
  timeZone = 'UTC',
): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const formatter = formatterOf(language, timeZone)
  if (language === 'en') {
    const parts = formatter.formatToParts(date)
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((p) => p.type === type)?.value ?? ''
    return `${part('month')} ${part('day')} ${part('year')}`
  }
  return formatter.format(date)
}
