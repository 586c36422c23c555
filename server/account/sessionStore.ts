import { randomUUID } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../core/index.ts'
import { sessions, type SessionScope } from './tables.ts'

/** What a token's session row says, as far as a request needs to know. */
export interface SessionState {
  memberId: string
  scope: SessionScope
  revoked: boolean
  expiresAt: number
}

export interface NewSession {
  memberId: string
  device: string
  scope: SessionScope
  remember: boolean
  expiresAt: Date
}

/** last_seen_at is written at most this often per session. */
const LAST_SEEN_STEP_MS = 60_000
const CACHE_MAX = 50_000
/** Rows of sessions expired this long ago are deleted (each instance sweeps; the delete is idempotent). */
const SWEEP_MS = 10 * 60 * 1000
const DEVICE_MAX = 200

/**
 * The sessions table. A request's session state is read from the database at most once per
 * `recheckMs` per session and instance (SESSION_RECHECK_MS): a sign-out on this instance is seen at
 * once, on another instance within that time, and after a restart always.
 */
export class SessionStore {
  readonly #db: Db
  readonly #recheckMs: number
  readonly #cache = new Map<string, { state: SessionState | null; at: number; seen: number }>()
  readonly #byId
  readonly #sweep: NodeJS.Timeout

  constructor(db: Db, recheckMs: number) {
    this.#db = db
    this.#recheckMs = recheckMs
    this.#byId = db
      .select({
        memberId: sessions.memberId,
        scope: sessions.scope,
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(eq(sessions.id, sql.placeholder('id')))
      .prepare('session_by_id')
    this.#sweep = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_MS)
    this.#sweep.unref()
  }

  async create(session: NewSession): Promise<string> {
    const id = randomUUID()
    await this.#db.insert(sessions).values({
      id,
      memberId: session.memberId,
      device: session.device.slice(0, DEVICE_MAX),
      scope: session.scope,
      remember: session.remember,
      expiresAt: session.expiresAt,
    })
    return id
  }

  /** The session's state, or null when there is no such row. */
  async state(id: string, now = Date.now()): Promise<SessionState | null> {
    const hit = this.#cache.get(id)
    if (hit && now - hit.at < this.#recheckMs) return hit.state
    const [row] = await this.#byId.execute({ id })
    const state: SessionState | null = row
      ? {
          memberId: row.memberId,
          scope: row.scope,
          revoked: row.revokedAt !== null,
          expiresAt: row.expiresAt.getTime(),
        }
      : null
    let seen = hit?.seen ?? row?.lastSeenAt.getTime() ?? now
    if (state && !state.revoked && now - seen >= LAST_SEEN_STEP_MS) {
      seen = now
      await this.#db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, id))
    }
    if (this.#cache.size >= CACHE_MAX) this.#cache.clear()
    this.#cache.set(id, { state, at: now, seen })
    return state
  }

  /** Signs one session out. */
  async revoke(id: string): Promise<void> {
    await this.#db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    this.#cache.delete(id)
  }

  /** Signs every session of a member out, but `except` (the one that asks, when it stays); answers how many. */
  async revokeAllOf(memberId: string, except?: string): Promise<number> {
    const rows = await this.#db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          ...(except ? [sql`${sessions.id} <> ${except}`] : []),
        ),
      )
      .returning({ id: sessions.id })
    for (const { id } of rows) this.#cache.delete(id)
    return rows.length
  }

  /** A session that may only change its password becomes a full one once it has. */
  async widen(id: string): Promise<void> {
    await this.#db.update(sessions).set({ scope: 'full' }).where(eq(sessions.id, id))
    this.#cache.delete(id)
  }

  /** A member's live sessions, newest first. */
  list(memberId: string, now = new Date()) {
    return this.#db
      .select({
        id: sessions.id,
        device: sessions.device,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .orderBy(desc(sessions.createdAt))
  }

  /** Deletes the rows of sessions that expired a day ago or more: their tokens are refused anyway. */
  async sweep(now = Date.now()): Promise<void> {
    await this.#db.delete(sessions).where(lt(sessions.expiresAt, new Date(now - 86_400_000)))
  }

  clearCache(): void {
    this.#cache.clear()
  }

  close(): void {
    clearInterval(this.#sweep)
  }
}
