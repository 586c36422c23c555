import type { Db } from '../core/index.ts'
import { steamClaims, steamDemoAccounts } from './tables.ts'

/** The demo Steam IDs of the local adapter (docs/demo-data.md): one per status of /event/steam. */
export const DEMO_STEAM_IDS = {
  /** Owns the app, never claimed: the first claim is complete, the next one hasItem. */
  owns: '76561198000000001',
  /** Owns the app too: a second account's fresh ID, or the same account's second try (hasItem). */
  ownsToo: '76561198000000002',
  /** Owns the app and already claimed by the demo account "student": overlap for anyone else. */
  claimed: '76561198000000003',
  /** A Steam account without the app: notItem. */
  notOwner: '76561198000000004',
  /** 17 digits, but no Steam account: notvaild. */
  invalid: '76561198999999999',
} as const

export async function seedEvent(db: Db): Promise<void> {
  await db.insert(steamDemoAccounts).values([
    { steamId: DEMO_STEAM_IDS.owns, ownsApp: true, note: 'owns the app' },
    { steamId: DEMO_STEAM_IDS.ownsToo, ownsApp: true, note: 'owns the app' },
    { steamId: DEMO_STEAM_IDS.claimed, ownsApp: true, note: 'owns the app, claimed by student' },
    { steamId: DEMO_STEAM_IDS.notOwner, ownsApp: false, note: 'does not own the app' },
  ])
  await db.insert(steamClaims).values({ memberId: 'student', steamId: DEMO_STEAM_IDS.claimed })
}
