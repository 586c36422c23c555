import { eq } from 'drizzle-orm'
import type { Db } from '../core/index.ts'
import { eventEntries, steamClaims } from './tables.ts'

export type ClaimOutcome = 'complete' | 'hasItem' | 'overlap'

/**
 * Records the Steam reward of a member (spec 3 §4): hasItem when the account already has it,
 * overlap when the Steam ID already gave it to another account, else complete. The unique keys on
 * the member and on the Steam ID decide between parallel claims: one insert wins, the others read
 * why they lost.
 */
export async function recordSteamClaim(
  db: Db,
  memberId: string,
  steamId: string,
): Promise<ClaimOutcome> {
  const hasClaimed = async () =>
    (
      await db
        .select({ id: steamClaims.id })
        .from(steamClaims)
        .where(eq(steamClaims.memberId, memberId))
        .limit(1)
    ).length > 0
  if (await hasClaimed()) return 'hasItem'
  const inserted = await db
    .insert(steamClaims)
    .values({ memberId, steamId })
    .onConflictDoNothing()
    .returning({ id: steamClaims.id })
  if (inserted.length > 0) return 'complete'
  return (await hasClaimed()) ? 'hasItem' : 'overlap'
}

/** Enters a member in an event once: true the first time, false after. */
export async function enterEvent(db: Db, event: string, memberId: string): Promise<boolean> {
  const rows = await db
    .insert(eventEntries)
    .values({ event, memberId })
    .onConflictDoNothing()
    .returning({ memberId: eventEntries.memberId })
  return rows.length > 0
}
