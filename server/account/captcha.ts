import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../core/index.ts'
import { captchaUses } from './tables.ts'

/** A challenge is good for 10 minutes. */
const CHALLENGE_TTL_S = 10 * 60
/** The solver tries about this many SHA-256 keys: a second or two in a browser. */
const COUNTER_MIN = 20_000
const COUNTER_MAX = 60_000
const PAYLOAD_MAX = 4096

const Payload = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
      })
      .loose(),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string() }).loose(),
})

/**
 * The sign-in step-up captcha: ALTCHA proof of work, self-hosted (altcha-lib). Challenges are
 * signed with secrets kept in the database (shared by every instance); a solution is accepted
 * once, recorded by its challenge's signature.
 */
export class SignInCaptcha {
  readonly #db: Db
  readonly #secret: string
  readonly #keySecret: string

  constructor(db: Db, secrets: { challenge: string; key: string }) {
    this.#db = db
    this.#secret = secrets.challenge
    this.#keySecret = secrets.key
  }

  challenge(now = Date.now()): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(COUNTER_MIN, COUNTER_MAX),
      deriveKey,
      expiresAt: Math.floor(now / 1000) + CHALLENGE_TTL_S,
      hmacSignatureSecret: this.#secret,
      hmacKeySignatureSecret: this.#keySecret,
    })
  }

  /** Whether `payload` (base64 JSON, as the widget gives it) solves a challenge of ours not used before. */
  async redeem(payload: string): Promise<boolean> {
    if (payload === '' || payload.length > PAYLOAD_MAX) return false
    let decoded: unknown
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
    } catch {
      return false
    }
    const parsed = Payload.safeParse(decoded)
    if (!parsed.success) return false
    const { challenge, solution } = parsed.data
    const verified = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.#secret,
      hmacKeySignatureSecret: this.#keySecret,
    }).then(
      (result) => result.verified,
      () => false,
    )
    if (!verified) return false
    const expiresAt = new Date(
      (Number(challenge.parameters.expiresAt) || Date.now() / 1000 + CHALLENGE_TTL_S) * 1000,
    )
    const used = await this.#db
      .insert(captchaUses)
      .values({ signature: challenge.signature, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: captchaUses.signature })
    return used.length === 1
  }

  /** Forgets the solutions of expired challenges (they cannot be verified again anyway). */
  async sweep(): Promise<void> {
    await this.#db.delete(captchaUses).where(lt(captchaUses.expiresAt, sql`now()`))
  }
}
