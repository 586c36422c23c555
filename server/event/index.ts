/** The event area as other areas and the tests see it. */
export { DEMO_STEAM_IDS } from './seed.ts'
export { localSteam, steamWebApi, type SteamOwnership } from './steam.ts'
