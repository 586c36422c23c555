/**
 * The limit counters (server/core/limits/rateLimits.ts) use fixed windows aligned to the clock, so
 * a test that fills one and expects the next call refused first waits, when the window is near its
 * end, for the next one to begin: its calls never straddle two windows (the count starting again
 * midway would let the last call through). Node tests and Playwright specs share it.
 */
export async function roomInWindow(windowS: number, neededMs = 20_000): Promise<void> {
  const windowMs = windowS * 1000
  const left = windowMs - (Date.now() % windowMs)
  if (left < Math.min(windowMs / 2, neededMs))
    await new Promise((resolve) => setTimeout(resolve, left + 50))
}
