import { lt, sql } from 'drizzle-orm'
import type { Db } from '../database.ts'
import { rateLimits } from '../tables.ts'

/** At most `max` hits per `windowS` seconds for one key. */
export interface RateRule {
  max: number
  windowS: number
}

export interface RateDecision {
  /** The hit is within the rule (it has been counted either way). */
  allowed: boolean
  /** Hits counted in the current window, this one included. */
  hits: number
  /** Seconds until the window ends (the Retry-After of a refusal). */
  retryAfterS: number
}

/** Expired windows are deleted this often (each instance does it; the delete is idempotent). */
const SWEEP_MS = 10 * 60 * 1000

/**
 * Fixed-window counters kept in the database, so every instance on one PostgreSQL counts the same
 * hits and the counts survive a restart. A hit is counted and judged in one statement (an upsert
 * that returns the new count), so parallel requests cannot slip past the limit between a check and
 * a write: the 11th of 100 simultaneous hits on a limit of 10 is refused.
 */
export class RateLimits {
  readonly #db: Db
  readonly #sweep: NodeJS.Timeout

  constructor(db: Db) {
    this.#db = db
    this.#sweep = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_MS)
    this.#sweep.unref()
  }

  /** Counts one hit on `key` and says whether it is within `rule`. */
  async hit(key: string, rule: RateRule, now = Date.now()): Promise<RateDecision> {
    const windowMs = rule.windowS * 1000
    const windowStart = Math.floor(now / windowMs) * windowMs
    const windowEnd = windowStart + windowMs
    const [row] = await this.#db
      .insert(rateLimits)
      .values({ key, windowStart, windowEnd, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          // Every expression reads the row as it was: a new window starts again at 1.
          hits: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.hits} + 1 else 1 end`,
          windowStart: sql`excluded.window_start`,
          windowEnd: sql`excluded.window_end`,
        },
      })
      .returning({ hits: rateLimits.hits })
    const hits = row?.hits ?? 1
    return {
      allowed: hits <= rule.max,
      hits,
      retryAfterS: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
    }
  }

  /** Forgets every count of `key` (a successful sign-in clears the account's failures). */
  async forget(key: string): Promise<void> {
    await this.#db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`)
  }

  /** Deletes the windows that have ended. */
  async sweep(now = Date.now()): Promise<void> {
    await this.#db.delete(rateLimits).where(lt(rateLimits.windowEnd, now))
  }

  /** Every count gone (tests reset through it). */
  async clear(): Promise<void> {
    await this.#db.delete(rateLimits)
  }

  close(): void {
    clearInterval(this.#sweep)
  }
}
