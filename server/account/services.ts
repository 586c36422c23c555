import type { Config } from '../core/index.ts'
import type { CookieSettings } from './cookie.ts'
import type { MemberStore } from './queries.ts'
import type { SessionTokens } from './sessionTokens.ts'
import type { LoginLimiter } from './signInLimiter.ts'
import type { SocialPlatform } from './social.ts'

/** What the account routes share: the members, the session tokens, the sign-in limiter, the social adapter. */
export interface AccountServices {
  config: Config
  members: MemberStore
  tokens: SessionTokens
  loginLimiter: LoginLimiter
  cookies: CookieSettings
  social: SocialPlatform
}
