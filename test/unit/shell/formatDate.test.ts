import { describe, expect, it } from 'vitest'
import { formatDate } from '../../../src/i18n/formatDate.ts'

describe('dates (spec 1 §9)', () => {
  const date = '2025-03-07T10:00:00Z'
  it('English is MMM d yyyy', () => {
    expect(formatDate(date, 'en')).toBe('Mar 7 2025')
    expect(formatDate(new Date('2025-11-22T00:00:00Z'), 'en')).toBe('Nov 22 2025')
  })
  it('Korean, Japanese and Chinese are year-month-day', () => {
    expect(formatDate(date, 'ko')).toBe('2025년 3월 7일')
    expect(formatDate(date, 'ja')).toBe('2025年3月7日')
    expect(formatDate(date, 'zh')).toBe('2025年3月7日')
  })
  it('reads the calendar day in the given time zone', () => {
    expect(formatDate('2025-12-31T20:00:00Z', 'en', 'Asia/Seoul')).toBe('Jan 1 2026')
  })
  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('')
  })
})
