import { eq } from 'drizzle-orm'
import type { Db } from '../core/index.ts'
import { steamDemoAccounts } from './tables.ts'

/** Whether a Steam account owns the app: null when the ID is no Steam account (spec 3 §7 rtnObj null). */
export interface SteamOwnership {
  ownsApp(steamId: string): Promise<boolean | null>
}

/** A Steam ID as Steam writes one: 17 digits (SteamID64). */
const STEAM_ID64 = /^\d{17}$/

/** Local adapter: the seeded demo accounts; any other ID is not a Steam account. */
export function localSteam(db: Db): SteamOwnership {
  return {
    async ownsApp(steamId) {
      if (!STEAM_ID64.test(steamId)) return null
      const [row] = await db
        .select({ ownsApp: steamDemoAccounts.ownsApp })
        .from(steamDemoAccounts)
        .where(eq(steamDemoAccounts.steamId, steamId))
        .limit(1)
      return row ? row.ownsApp : null
    },
  }
}

export interface SteamWebApiOptions {
  apiKey: string
  appId: number
  /** https://partner.steam-api.com: ISteamUser/CheckAppOwnership needs a publisher key. */
  baseUrl: string
  fetch?: typeof globalThis.fetch
}

export class SteamUnavailable extends Error {
  override name = 'SteamUnavailable'
}

/**
 * The Steam Web API (Steamworks partner interface): GET ISteamUser/CheckAppOwnership/v2 with key,
 * steamid and appid answers `{ appownership: { ownsapp, permanent, timestamp, ownersteamid,
 * sitelicense, result } }`. An ID Steam does not know is answered 4xx or a result other than OK.
 */
export function steamWebApi(options: SteamWebApiOptions): SteamOwnership {
  const fetchFn = options.fetch ?? globalThis.fetch
  return {
    async ownsApp(steamId) {
      if (!STEAM_ID64.test(steamId)) return null
      const url = new URL('/ISteamUser/CheckAppOwnership/v2/', options.baseUrl)
      url.searchParams.set('key', options.apiKey)
      url.searchParams.set('steamid', steamId)
      url.searchParams.set('appid', String(options.appId))
      let response: Response
      try {
        response = await fetchFn(url, {
          method: 'GET',
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(10_000),
        })
      } catch (e) {
        throw new SteamUnavailable(
          `Steam did not answer: ${e instanceof Error ? e.message : String(e)}`,
        )
      }
      if (response.status === 400 || response.status === 404) return null
      if (!response.ok) throw new SteamUnavailable(`Steam answered HTTP ${String(response.status)}`)
      const body = (await response.json().catch(() => null)) as {
        appownership?: { ownsapp?: unknown; result?: unknown }
      } | null
      const ownership = body?.appownership
      if (!ownership || ownership.result !== 'OK' || typeof ownership.ownsapp !== 'boolean')
        return null
      return ownership.ownsapp
    },
  }
}
