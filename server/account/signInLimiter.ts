import { eq, sql } from 'drizzle-orm'
import type { Db, RateLimits } from '../core/index.ts'
import { signInHolds } from './tables.ts'

/** The window every sign-in count runs over. */
export const SIGN_IN_WINDOW_S = 15 * 60
/** The longest wait between two captcha-solved attempts on an account past its limit. */
export const STEP_UP_DELAY_MAX_S = 60

export interface SignInLimits {
  /** LOGIN_RATE_LIMIT: attempts per account, and per account and address, in 15 minutes. */
  perAccount: number
  /** LOGIN_ADDRESS_LIMIT: attempts from one address, over every account, in 15 minutes. */
  perAddress: number
}

/** What may happen to one sign-in attempt, decided before its password is checked. */
export type SignInGate =
  | { kind: 'evaluate' }
  /** The account is past its limit: a solved captcha is needed, then `stepUp` decides the wait. */
  | { kind: 'captcha'; beyond: number }
  /** The address, or this account from this address, is past its limit: no attempt until then. */
  | { kind: 'refused'; retryAfterS: number; reason: 'address' | 'pair' }

/** The wait after the n-th attempt beyond the limit: 1, 2, 4 ... seconds, at most a minute. */
export const stepUpDelayS = (beyond: number): number =>
  Math.min(2 ** Math.max(beyond - 1, 0), STEP_UP_DELAY_MAX_S)

/**
 * Sign-in limits (issue 10) in the shared counters of the database, so every instance counts the
 * same attempts and the counts survive restarts. Each attempt is counted before its password is
 * checked, in one statement per key that also answers the count: of 100 simultaneous attempts on
 * an account, only the first `perAccount` are evaluated.
 *
 * - per address and per account and address: hard limits (429 with Retry-After);
 * - per account: no lock a stranger could trigger; past the limit every attempt needs a solved
 *   captcha, and attempts are spaced by a growing delay (stepUpDelayS).
 */
export class SignInLimiter {
  readonly #counters: RateLimits
  readonly #db: Db
  readonly #limits: SignInLimits

  constructor(counters: RateLimits, db: Db, limits: SignInLimits) {
    this.#counters = counters
    this.#db = db
    this.#limits = limits
  }

  async admit(accountId: string, address: string): Promise<SignInGate> {
    const window = { windowS: SIGN_IN_WINDOW_S }
    const [byAddress, byPair, byAccount] = await Promise.all([
      this.#counters.hit(`signin:ip:${address}`, { ...window, max: this.#limits.perAddress }),
      this.#counters.hit(`signin:pair:${accountId}:${address}`, {
        ...window,
        max: this.#limits.perAccount,
      }),
      this.#counters.hit(`signin:id:${accountId}`, { ...window, max: this.#limits.perAccount }),
    ])
    if (!byAddress.allowed)
      return { kind: 'refused', retryAfterS: byAddress.retryAfterS, reason: 'address' }
    if (!byPair.allowed) return { kind: 'refused', retryAfterS: byPair.retryAfterS, reason: 'pair' }
    if (!byAccount.allowed)
      return { kind: 'captcha', beyond: byAccount.hits - this.#limits.perAccount }
    return { kind: 'evaluate' }
  }

  /**
   * For a captcha-solved attempt past the limit: 0 when it may be evaluated now (it takes the
   * account's next slot), else the seconds to wait. One attempt per slot, whatever the instance.
   */
  async stepUp(accountId: string, beyond: number): Promise<number> {
    const delayS = stepUpDelayS(beyond)
    // Takes the slot only when the previous one has passed: one statement, so one winner.
    const claimed = await this.#db
      .insert(signInHolds)
      .values({ accountId, nextAt: sql`now() + make_interval(secs => ${delayS})` })
      .onConflictDoUpdate({
        target: signInHolds.accountId,
        set: { nextAt: sql`now() + make_interval(secs => ${delayS})` },
        setWhere: sql`${signInHolds.nextAt} <= now()`,
      })
      .returning({ accountId: signInHolds.accountId })
    if (claimed.length === 1) return 0
    const [hold] = await this.#db
      .select({ waitS: sql<number>`ceil(extract(epoch from ${signInHolds.nextAt} - now()))::int` })
      .from(signInHolds)
      .where(eq(signInHolds.accountId, accountId))
    return Math.max(1, hold?.waitS ?? 1)
  }

  /** The right password: the account's count and this address's count for it start again. */
  async succeeded(accountId: string, address: string): Promise<void> {
    await Promise.all([
      this.#counters.forget(`signin:id:${accountId}`),
      this.#counters.forget(`signin:pair:${accountId}:${address}`),
      this.#db.delete(signInHolds).where(eq(signInHolds.accountId, accountId)),
    ])
  }
}
