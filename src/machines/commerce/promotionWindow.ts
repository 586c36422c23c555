/**
 * The pricing promotion window of spec 2 §1: 16 November to 31 December 2021, Pacific time (PST,
 * UTC-8, in those weeks). Start inclusive, end exclusive (the first instant of 1 January 2022).
 */
export const PROMOTION_WINDOW = {
  start: Date.parse('2021-11-16T00:00:00-08:00'),
  end: Date.parse('2022-01-01T00:00:00-08:00'),
} as const

export const isWithinPromotion = (now: number): boolean =>
  now >= PROMOTION_WINDOW.start && now < PROMOTION_WINDOW.end
