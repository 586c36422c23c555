const WINDOW_MS = 15 * 60 * 1000
const MAX_KEYS = 100_000

/**
 * Counts failed sign-ins per account id and per client address over a sliding 15-minute window;
 * once either reaches the limit, further attempts are refused until old failures age out.
 */
export class LoginLimiter {
  readonly #limit: number
  readonly #failures = new Map<string, number[]>()

  constructor(limit: number) {
    this.#limit = limit
  }

  #recent(key: string, now: number): number[] {
    const times = (this.#failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS)
    if (times.length === 0) this.#failures.delete(key)
    else this.#failures.set(key, times)
    return times
  }

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfterS(accountId: string, address: string, now = Date.now()): number {
    let wait = 0
    for (const key of [`id:${accountId}`, `ip:${address}`]) {
      const times = this.#recent(key, now)
      const oldest = times[times.length - this.#limit]
      if (times.length >= this.#limit && oldest !== undefined)
        wait = Math.max(wait, Math.ceil((oldest + WINDOW_MS - now) / 1000))
    }
    return wait
  }

  recordFailure(accountId: string, address: string, now = Date.now()): void {
    if (this.#failures.size > MAX_KEYS) this.#failures.clear()
    for (const key of [`id:${accountId}`, `ip:${address}`])
      this.#failures.set(key, [...this.#recent(key, now), now])
  }

  /** A successful sign-in forgets the account's failures (the address keeps its count). */
  recordSuccess(accountId: string): void {
    this.#failures.delete(`id:${accountId}`)
  }

  clear(): void {
    this.#failures.clear()
  }
}
