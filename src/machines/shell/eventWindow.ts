/**
 * The home event pop-up runs in a fixed window (spec 1 §2, spec 3 §9): late September 2025 to the
 * end of December 2025, Korea time (UTC+9). The window is configurable; the clock is an argument.
 */
export interface EventWindow {
  /** Inclusive start, ISO date-time with offset. */
  start: string
  /** Exclusive end, ISO date-time with offset. */
  end: string
}

export const HOME_EVENT_WINDOW: EventWindow = {
  start: '2025-09-22T00:00:00+09:00',
  end: '2026-01-01T00:00:00+09:00',
}

export function isWithinEventWindow(
  now: Date | number,
  window: EventWindow = HOME_EVENT_WINDOW,
): boolean {
  const t = typeof now === 'number' ? now : now.getTime()
  return t >= Date.parse(window.start) && t < Date.parse(window.end)
}
