import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import type { MemberStore } from './db/memberStore.ts'
import type { SessionTokens } from './auth/session.ts'
import type { LoginLimiter } from './auth/loginLimiter.ts'
import type { CookieSettings } from './http/session.ts'
import type { HelpDesk } from './adapters/helpDesk.ts'
import type { SocialPlatform } from './adapters/social.ts'
import type { PriceList } from './db/priceList.ts'

/** What the route modules share: configuration, the database, its stores and the adapters. */
export interface AppContext {
  config: Config
  database: Database
  members: MemberStore
  priceList: PriceList
  tokens: SessionTokens
  loginLimiter: LoginLimiter
  cookies: CookieSettings
  helpDesk: HelpDesk
  social: SocialPlatform
}
