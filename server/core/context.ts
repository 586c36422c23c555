import { count, getTableName, sql } from 'drizzle-orm'
import type { Config } from './config.ts'
import type { Database } from './database.ts'
import type { Area } from './area.ts'
import { SessionGate } from './http/session.ts'
import { RateLimits } from './limits/rateLimits.ts'
import { rateLimits } from './tables.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** What every area shares: configuration, the database, the session gate; tests reset data through it. */
    core: Core
  }
}

/** The platform every area builds on. */
export class Core {
  readonly config: Config
  readonly database: Database
  readonly areas: readonly Area[]
  /** Member endpoints of every area ask it who is signed in; the account area provides it. */
  readonly sessions = new SessionGate()
  /** Call counters in the database, shared by every instance (public writes, sign-in limits). */
  readonly limits: RateLimits
  readonly #onReset: Array<() => void> = []

  constructor(config: Config, database: Database, areas: readonly Area[]) {
    this.config = config
    this.database = database
    this.areas = areas
    this.limits = new RateLimits(database.db)
  }

  /** An area's in-process cache or counter, emptied when the data is reset (tests). */
  onReset(clear: () => void): void {
    this.#onReset.push(clear)
  }

  /** Seeds the demo data of every area whose tables are all empty; answers the areas it seeded. */
  async seedEmptyAreas(now = new Date()): Promise<string[]> {
    const seeded: string[] = []
    for (const area of this.areas) {
      if (!area.seed) continue
      let rows = 0
      for (const table of area.tables) {
        const [row] = await this.database.db.select({ n: count() }).from(table)
        rows += row?.n ?? 0
      }
      if (rows > 0) continue
      await area.seed(this.database.db, now)
      seeded.push(area.name)
    }
    return seeded
  }

  /** Empties every area's tables (not the settings), seeds the demo data again and empties the caches. */
  async resetDemoData(): Promise<void> {
    const names = [rateLimits, ...this.areas.flatMap((a) => a.tables)].map(
      (t) => `"${getTableName(t)}"`,
    )
    if (names.length > 0)
      await this.database.db.execute(
        sql.raw(`truncate table ${names.join(', ')} restart identity cascade`),
      )
    for (const clear of this.#onReset) clear()
    await this.seedEmptyAreas()
  }

  /** Rows per table of every area, for checking that a refused request wrote nothing. */
  async rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {}
    for (const area of this.areas)
      for (const table of area.tables) {
        const [row] = await this.database.db.select({ n: count() }).from(table)
        counts[getTableName(table)] = row?.n ?? -1
      }
    return counts
  }
}
