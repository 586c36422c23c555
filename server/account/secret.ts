import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { settings, type Db } from '../core/index.ts'

const KEY = 'jwt_secret'

/**
 * The session signing secret when JWT_SECRET is not given: generated once and kept with the data
 * (the PGlite folder, or the PostgreSQL database shared by every instance; memory:// keeps it in memory).
 */
export async function storedSessionSecret(db: Db): Promise<string> {
  await db
    .insert(settings)
    .values({ key: KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY))
  if (!row) throw new Error('The session secret could not be stored')
  return row.value
}
