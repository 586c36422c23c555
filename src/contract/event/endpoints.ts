import { endpoint } from '../core/endpoint.ts'
import { ResultOnly, none } from '../core/envelope.ts'
import {
  CrytekEntryResponse,
  SteamCheckLicenseRequest,
  SteamOwnershipRequest,
  SteamOwnershipResponse,
} from './steam.ts'

/** Ownership checks ask a third party (Steam): 20 a minute per address is plenty for a person. */
const STEAM_LIMIT = { max: 20, windowS: 60 }

export const Steam2010CheckLicense = endpoint({
  name: 'Steam2010CheckLicense',
  method: 'POST',
  path: '/api/Event/Steam2010CheckLicense',
  request: SteamCheckLicenseRequest,
  response: ResultOnly,
  auth: 'member',
  limit: STEAM_LIMIT,
  summary: 'The licence check sent before the Steam ownership check (its answer is not used).',
})

export const Steam2010 = endpoint({
  name: 'Steam2010',
  method: 'GET',
  path: '/api/Event/Steam2010',
  request: SteamOwnershipRequest,
  response: SteamOwnershipResponse,
  auth: 'member',
  limit: STEAM_LIMIT,
  statuses: {
    403: 'Only personal members (memberType 1) take part',
    503: 'Steam did not answer',
  },
  summary:
    'Checks that a Steam ID owns the app and records the reward once per account and per Steam ID.',
})

export const Crytek2006 = endpoint({
  name: 'Crytek2006',
  method: 'POST',
  path: '/api/Event/Crytek2006',
  request: none,
  response: CrytekEntryResponse,
  auth: 'member',
  limit: STEAM_LIMIT,
  summary: 'Enters the signed-in member in the Crytek event, once.',
})

/** Events (spec 3 §7 "Event calls"): this area's part of the endpoint table. */
export const eventEndpoints = { Steam2010CheckLicense, Steam2010, Crytek2006 }
