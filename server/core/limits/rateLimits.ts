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

/** One hit waiting to be counted. */
interface Waiter {
  rule: RateRule
  windowStart: number
  windowEnd: number
  now: number
  resolve: (decision: RateDecision) => void
  reject: (error: unknown) => void
}

/**
 * Fixed-window counters kept in the database, so every instance on one PostgreSQL counts the same
 * hits and the counts survive a restart. Hits are counted and judged in one statement (an upsert
 * that returns the new count), so parallel requests cannot slip past the limit between a check and
 * a write: the 11th of 100 simultaneous hits on a limit of 10 is refused.
 *
 * The hits on one key that arrive in one turn of the event loop, or while its statement runs, are
 * counted together in one statement (`hits + n`, each hit taking its place in the order they
 * came). A flood from one address is thus one statement per key and turn, not one per request: one
 * per request ran a thousand statements in the turn that read the flood's first thousand requests,
 * and every other query (the health probe's too) waited behind them.
 */
export class RateLimits {
  readonly #db: Db
  readonly #sweep: NodeJS.Timeout
  /** Per key: the hits waiting for the statement that runs now. */
  readonly #queues = new Map<string, Waiter[]>()
  readonly #upsert

  constructor(db: Db) {
    this.#db = db
    // Prepared once: building the statement anew cost a third of each hit's time under a flood.
    this.#upsert = db
      .insert(rateLimits)
      .values({
        key: sql.placeholder('key'),
        windowStart: sql.placeholder('windowStart'),
        windowEnd: sql.placeholder('windowEnd'),
        hits: sql.placeholder('hits'),
      })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          // Every expression reads the row as it was: a new window starts again from this batch.
          hits: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.hits} + excluded.hits else excluded.hits end`,
          windowStart: sql`excluded.window_start`,
          windowEnd: sql`excluded.window_end`,
        },
      })
      .returning({ hits: rateLimits.hits })
      .prepare('rate_limits_hit')
    this.#sweep = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_MS)
    this.#sweep.unref()
  }

  /** Counts one hit on `key` and says whether it is within `rule`. */
  hit(key: string, rule: RateRule, now = Date.now()): Promise<RateDecision> {
    const windowMs = rule.windowS * 1000
    const windowStart = Math.floor(now / windowMs) * windowMs
    return new Promise<RateDecision>((resolve, reject) => {
      const waiter = { rule, windowStart, windowEnd: windowStart + windowMs, now, resolve, reject }
      const queue = this.#queues.get(key)
      if (queue) queue.push(waiter)
      else {
        this.#queues.set(key, [waiter])
        // The statement waits for the end of this turn of the event loop, so the hits of every
        // request read in the same turn go together (run at once, a statement finished before the
        // next request was read, and nothing was ever counted together).
        setImmediate(() => void this.#count(key))
      }
    })
  }

  /** Counts the hits queued on `key`, one window's in each statement, until none is left. */
  async #count(key: string): Promise<void> {
    let queue = this.#queues.get(key) ?? []
    while (queue.length > 0) {
      const [first] = queue
      const sameWindow = (w: Waiter) =>
        w.windowStart === first?.windowStart && w.windowEnd === first.windowEnd
      this.#queues.set(
        key,
        queue.filter((w) => !sameWindow(w)),
      )
      await this.#countBatch(key, queue.filter(sameWindow))
      queue = this.#queues.get(key) ?? []
    }
    this.#queues.delete(key)
  }

  async #countBatch(key: string, batch: Waiter[]): Promise<void> {
    const [first] = batch
    if (!first) return
    try {
      const [row] = await this.#upsert.execute({
        key,
        windowStart: first.windowStart,
        windowEnd: first.windowEnd,
        hits: batch.length,
      })
      const before = (row?.hits ?? batch.length) - batch.length
      batch.forEach((w, i) => {
        const hits = before + i + 1
        w.resolve({
          allowed: hits <= w.rule.max,
          hits,
          retryAfterS: Math.max(1, Math.ceil((w.windowEnd - w.now) / 1000)),
        })
      })
    } catch (error) {
      for (const w of batch) w.reject(error)
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
