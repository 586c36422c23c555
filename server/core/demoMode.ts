import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { ConfigError } from './config.ts'
import type { Core } from './context.ts'
import { settings } from './tables.ts'

/** Written once the demo data is in the database; a database holding it never runs outside demo mode. */
const DEMO_MARKER = 'demo_data'

/**
 * Demo mode (issue 10): the demo data, with its published passwords, goes only into a demo
 * database (DEMO=1, the default of `npm start`; off by default when NODE_ENV is production or
 * PUBLIC_URL is https). A database that holds it refuses to start outside demo mode.
 */
export async function prepareDemoData(core: Core, log: FastifyBaseLogger): Promise<void> {
  const { config, database } = core
  const [marker] = await database.db
    .select()
    .from(settings)
    .where(eq(settings.key, DEMO_MARKER))
    .limit(1)
  if (!config.demo) {
    if (marker)
      throw new ConfigError(
        'This database holds the demo data (accounts with published passwords) and demo mode is off (NODE_ENV=production, an https PUBLIC_URL or DEMO=0): start on a fresh database, or with DEMO=1 (DEMO_IN_PRODUCTION=1 on a production site) if this is a demo.',
      )
    return
  }
  if (!config.SEED) return
  const seeded = await core.seedEmptyAreas()
  if (seeded.length === 0) return
  await database.db
    .insert(settings)
    .values({ key: DEMO_MARKER, value: new Date().toISOString() })
    .onConflictDoNothing()
  log.info(`demo mode: seeded the demo data of ${seeded.join(', ')} (docs/demo-data.md)`)
}
