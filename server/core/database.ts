import { fileURLToPath } from 'node:url'
import { mkdirSync } from 'node:fs'
import { makeOwnerOnly } from './fileModes.ts'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
export type Db = PgDatabase<PgQueryResultHKT>
export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  db: Db
  kind: DatabaseKind
  /** Answers when the database can run a query. */
  ping(): Promise<void>
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

/**
 * Opens the database and applies the committed migrations: PostgreSQL through node-postgres when
 * a URL is given, else the embedded PGlite (in a folder, or in memory for `memory://`).
 */
export async function openDatabase(options: {
  url: string | undefined
  pgliteDir: string
  onIdleError?: (error: Error) => void
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    // An idle client whose server connection ends (a PostgreSQL restart, a failover, a dropped
    // database) emits 'error' on the pool; unheard, it would crash the process. The pool has
    // already discarded that client and opens a new one on the next query.
    pool.on('error', (error) => {
      options.onIdleError?.(error)
    })
    const db = drizzlePg(pool)
    await migratePg(db, { migrationsFolder })
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`)
      },
      close: () => pool.end(),
    }
  }
  const inMemory = options.pgliteDir.startsWith('memory://')
  if (!inMemory) {
    mkdirSync(options.pgliteDir, { recursive: true, mode: 0o700 })
    makeOwnerOnly(options.pgliteDir)
  }
  const client = await PGlite.create(inMemory ? undefined : options.pgliteDir)
  return onPglite(client, inMemory ? undefined : options.pgliteDir)
}

/**
 * An open PGlite as the app's database, the committed migrations applied (nothing to do on one
 * already migrated, such as the tests' copy of a migrated and seeded database).
 */
export async function onPglite(client: PGlite, dir?: string): Promise<Database> {
  const db = drizzlePglite(client)
  await migratePglite(db, { migrationsFolder })
  if (dir) makeOwnerOnly(dir)
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: async () => {
      await client.close()
      if (dir) makeOwnerOnly(dir)
    },
  }
}
