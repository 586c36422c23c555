import type { Config } from '../core/index.ts'
import type { CookieSettings } from './cookie.ts'
import type { SignInCaptcha } from './captcha.ts'
import type { MemberStore } from './queries.ts'
import type { SessionStore } from './sessionStore.ts'
import type { SessionTokens } from './sessionTokens.ts'
import type { SignInLimiter } from './signInLimiter.ts'
import type { SocialPlatform } from './social.ts'

/** What the account routes share: members, sessions and their tokens, sign-in limits, the captcha, the social adapter. */
export interface AccountServices {
  config: Config
  members: MemberStore
  sessions: SessionStore
  tokens: SessionTokens
  limiter: SignInLimiter
  captcha: SignInCaptcha
  cookies: CookieSettings
  social: SocialPlatform
}
