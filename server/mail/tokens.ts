import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { LinkCode } from '../../src/contract/index.ts'
import type { Db } from '../core/index.ts'
import { mailTokens, type MailTokenPurpose } from './tables.ts'

/** The SHA-256 of a token, base64url: what the database holds instead of the token. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url')

export type LinkCheck =
  | { code: typeof LinkCode.ok; memberId: string; email: string }
  | { code: typeof LinkCode.invalid | typeof LinkCode.expired }

/**
 * Single-use, expiring e-mail links (issue 11). A token is 32 random bytes (base64url, 43
 * characters); only its hash is stored. Issuing a new link of a purpose voids the member's older
 * unused ones of that purpose, so only the newest mail works.
 */
export class MailTokens {
  readonly #db: Db
  constructor(db: Db) {
    this.#db = db
  }

  async issue(
    purpose: MailTokenPurpose,
    memberId: string,
    email: string,
    ttlS: number,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url')
    await this.#db
      .update(mailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(mailTokens.memberId, memberId),
          eq(mailTokens.purpose, purpose),
          isNull(mailTokens.usedAt),
        ),
      )
    await this.#db.insert(mailTokens).values({
      hash: hashToken(token),
      purpose,
      memberId,
      email,
      expiresAt: sql`now() + make_interval(secs => ${ttlS})`,
    })
    return token
  }

  /** Whether a link can be used now, without using it. */
  async check(purpose: MailTokenPurpose, token: string, db: Db = this.#db): Promise<LinkCheck> {
    const rows = await db
      .select({
        memberId: mailTokens.memberId,
        email: mailTokens.email,
        usedAt: mailTokens.usedAt,
        live: sql<boolean>`${mailTokens.expiresAt} > now()`,
      })
      .from(mailTokens)
      .where(and(eq(mailTokens.hash, hashToken(token)), eq(mailTokens.purpose, purpose)))
      .limit(1)
    const row = rows[0]
    if (!row || row.usedAt !== null) return { code: LinkCode.invalid }
    if (!row.live) return { code: LinkCode.expired }
    return { code: LinkCode.ok, memberId: row.memberId, email: row.email }
  }

  /**
   * Uses a link: one conditional update, so of any number of simultaneous uses exactly one
   * finds it unused and unexpired. Run inside the caller's transaction when given one.
   */
  async consume(purpose: MailTokenPurpose, token: string, db: Db = this.#db): Promise<LinkCheck> {
    const hash = hashToken(token)
    const used = await db
      .update(mailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(mailTokens.hash, hash),
          eq(mailTokens.purpose, purpose),
          isNull(mailTokens.usedAt),
          gt(mailTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ memberId: mailTokens.memberId, email: mailTokens.email })
    const row = used[0]
    if (row) return { code: LinkCode.ok, memberId: row.memberId, email: row.email }
    // Inside a transaction, on the transaction: PGlite has one connection, and waiting for another would never end.
    const seen = await this.check(purpose, token, db)
    return seen.code === LinkCode.ok ? { code: LinkCode.invalid } : seen
  }

  /** Test help: moves a link's expiry into the past. */
  async expire(token: string): Promise<void> {
    await this.#db
      .update(mailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(mailTokens.hash, hashToken(token)))
  }
}
