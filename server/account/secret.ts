import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { settings, type Db } from '../core/index.ts'

/**
 * A secret generated once and kept with the data (the PGlite folder, or the PostgreSQL database
 * shared by every instance; memory:// keeps it in memory): the first instance to store it wins.
 */
export async function storedSecret(db: Db, key: string): Promise<string> {
  await db
    .insert(settings)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(settings).where(eq(settings.key, key))
  if (!row) throw new Error(`The secret ${key} could not be stored`)
  return row.value
}

/** The session signing secret when JWT_SECRET is not given. */
export const storedSessionSecret = (db: Db): Promise<string> => storedSecret(db, 'jwt_secret')
