import type { FastifyInstance } from 'fastify'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './database.ts'

/**
 * A business area of the server (`server/<area>/plugin.ts` default-exports one): its routes as a
 * Fastify plugin, its tables and its demo data. `server/app.ts` finds every area by its folder, so
 * adding an endpoint or a table never edits a central list.
 */
export interface Area {
  name: string
  /** Registers the area's routes (and whatever it provides to the core, such as the session gate). */
  plugin: (fastify: FastifyInstance) => void | Promise<void>
  /**
   * Registered in the root context instead of its own (Fastify's skip-override): for what must
   * apply to every path, such as the site's not-found handler.
   */
  atRoot?: boolean
  /** The area's tables (`tables.ts`): emptied by a data reset, counted by the tests. */
  tables: readonly PgTable[]
  /** Writes the area's demo data (`seed.ts`) into its empty tables. */
  seed?: (db: Db, now: Date) => Promise<void>
}

export const defineArea = (area: Area): Area => area
