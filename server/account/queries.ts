import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../core/index.ts'
import { members, type MemberRow, type NewMember } from './tables.ts'

const CACHE_TTL_MS = 5_000
const CACHE_MAX = 10_000

/**
 * Reads members by id through one prepared statement, with a short in-process cache: a signed-in
 * page asks for its user on every call. Every write through this store drops the cached row.
 */
export class MemberStore {
  readonly #db: Db
  readonly #byId
  readonly #cache = new Map<string, { row: MemberRow | null; at: number }>()

  constructor(db: Db) {
    this.#db = db
    this.#byId = db
      .select()
      .from(members)
      .where(eq(members.id, sql.placeholder('id')))
      .prepare('member_by_id')
  }

  async byId(id: string): Promise<MemberRow | null> {
    const now = Date.now()
    const hit = this.#cache.get(id)
    if (hit && now - hit.at < CACHE_TTL_MS) return hit.row
    const rows = await this.#byId.execute({ id })
    const row = rows[0] ?? null
    if (this.#cache.size >= CACHE_MAX) this.#cache.clear()
    this.#cache.set(id, { row, at: now })
    return row
  }

  /** The row as the database holds it now, past the cache (sign-in and password checks). */
  async byIdFresh(id: string): Promise<MemberRow | null> {
    const rows = await this.#byId.execute({ id })
    return rows[0] ?? null
  }

  /** Writes some fields of one member and drops its cached row. */
  async update(id: string, patch: Partial<Omit<NewMember, 'id'>>): Promise<void> {
    await this.#db.update(members).set(patch).where(eq(members.id, id))
    this.#cache.delete(id)
  }

  async byEmail(email: string): Promise<MemberRow | null> {
    const rows = await this.#db
      .select()
      .from(members)
      .where(
        and(eq(sql`lower(${members.email})`, email.toLowerCase()), ne(members.status, 'deleted')),
      )
      .limit(1)
    return rows[0] ?? null
  }

  invalidate(id?: string): void {
    if (id === undefined) this.#cache.clear()
    else this.#cache.delete(id)
  }
}
