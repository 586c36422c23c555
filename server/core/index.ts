/** The server's platform, the only way areas reach it. */
export type { Config } from './config.ts'
export type { Db, Database } from './database.ts'
export { defineArea, type Area } from './area.ts'
export type { Core } from './context.ts'
export { HttpError, sendError } from './http/errors.ts'
export {
  handle,
  handleDocument,
  memberSession,
  type DocumentAnswer,
  type Handler,
  type RouteContext,
} from './http/route.ts'
export { isApiPath } from './http/maintenance.ts'
export { countryOf, FALLBACK_COUNTRY } from './http/country.ts'
export { tokenOf, type Session, type SessionVerifier } from './http/session.ts'
export { settings } from './tables.ts'
export { RateLimits, type RateRule, type RateDecision } from './limits/rateLimits.ts'
