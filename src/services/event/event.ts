import * as eventApi from '../../contract/event/endpoints.ts'
import {
  SteamOwnershipResponse,
  type SteamOwnershipResponse as Ownership,
} from '../../contract/index.ts'
import { call } from '../core/http.ts'

/** POST Event/Steam2010CheckLicense (spec 3 §7): sent before the ownership check; its answer is not used. */
export async function steamCheckLicense(input: { steamId: string }): Promise<null> {
  await call(eventApi.Steam2010CheckLicense, { steamid: input.steamId })
  return null
}

/** GET Event/Steam2010?steamid (spec 3 §7): rtnObj, rtnObj.appownership.ownsapp and result.errCode. */
export async function steamOwnership(input: { steamId: string }): Promise<Ownership> {
  return SteamOwnershipResponse.parse(await call(eventApi.Steam2010, { steamid: input.steamId }))
}

/** POST Event/Crytek2006 (spec 3 §7): the signed-in member's entry in the second event. */
export const crytekEntry = () => call(eventApi.Crytek2006, {})
