import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'

/** A Steam ID is exactly 17 characters (spec 3 §5, §9). */
export const STEAM_ID_LENGTH = 17

/** The statuses of /event/steam (spec 3 §2, §8), spelled as the spec spells them. */
export const STEAM_STATUSES = ['notvaild', 'notItem', 'overlap', 'hasItem', 'complete'] as const
export type SteamStatus = (typeof STEAM_STATUSES)[number]

/** The errCodes of the ownership check beyond 0 (spec 3 §4, §8). */
export const SteamCode = {
  /** This Steam ID has already claimed the reward for another account. */
  overlap: -1003,
  /** This account already has the reward. */
  hasItem: -1101,
} as const

/** What the claim form accepts before asking the server; the server alone says whether it is a Steam ID. */
export const SteamIdInput = z.string().check(z.trim(), z.minLength(1), z.maxLength(64))

/** POST Event/Steam2010CheckLicense (spec 3 §7): sent before the ownership check; its answer is not used. */
export const SteamCheckLicenseRequest = z.object({ steamid: SteamIdInput })
export type SteamCheckLicenseRequest = z.input<typeof SteamCheckLicenseRequest>

/** GET Event/Steam2010?steamid (spec 3 §7). */
export const SteamOwnershipRequest = z.object({ steamid: SteamIdInput })
export type SteamOwnershipRequest = z.input<typeof SteamOwnershipRequest>

/**
 * rtnObj null: not a Steam account (notvaild); appownership.ownsapp: whether it owns the app; with
 * ownsapp true, result.errCode 0 is a reward recorded now (complete), -1003 the Steam ID already
 * used by another account (overlap), -1101 this account's reward already recorded (hasItem).
 */
export const SteamOwnershipResponse = withResult({
  rtnObj: z.nullable(z.object({ appownership: z.object({ ownsapp: z.boolean() }) })),
})
export type SteamOwnershipResponse = z.infer<typeof SteamOwnershipResponse>

/**
 * The status an ownership answer leads to (spec 3 §4 "Steam claim"): null is notvaild, ownsapp
 * false notItem, ownsapp true overlap on -1003, hasItem on -1101, else complete.
 */
export function steamStatusOf(answer: SteamOwnershipResponse): SteamStatus {
  if (answer.rtnObj === null) return 'notvaild'
  if (!answer.rtnObj.appownership.ownsapp) return 'notItem'
  if (answer.result.errCode === SteamCode.overlap) return 'overlap'
  if (answer.result.errCode === SteamCode.hasItem) return 'hasItem'
  return 'complete'
}

/** POST Event/Crytek2006 (spec 3 §7): a signed-in member enters the second event, once. */
export const CrytekEntryResponse = withResult({ entered: z.boolean() })
export type CrytekEntryResponse = z.infer<typeof CrytekEntryResponse>
