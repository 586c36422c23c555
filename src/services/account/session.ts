import type { UserInfo } from '../../contract/index.ts'
import { COOKIES } from '../../contract/index.ts'
import { isApiError } from '../core/apiError.ts'
import { removeCookie } from '../core/cookies.ts'
import { setSessionToken } from '../core/http.ts'
import { probeUserInfo } from './member.ts'

/**
 * The signed-in user as route guards need it before a page renders (spec 1 §4 access rules):
 * one GetUserInfo per navigation burst, cached briefly and dropped whenever the session changes.
 */
const TTL_MS = 5_000
let cached: { at: number; user: Promise<UserInfo | null> } | null = null

export function currentUser(now: number = Date.now()): Promise<UserInfo | null> {
  // A server render serves many visitors: it never keeps one visitor's answer for the next.
  const shared = typeof window !== 'undefined'
  if (shared && cached && now - cached.at < TTL_MS) return cached.user
  const user = probeUserInfo().then(
    (res) => res.userInfo,
    (e: unknown) => {
      // Nobody is signed in, or the check itself failed: the guards treat both as signed out.
      if (isApiError(e)) return null
      throw e
    },
  )
  if (shared) cached = { at: now, user }
  return user
}

/** Drop the cached user: the next guard asks the server again. */
export function invalidateCurrentUser(): void {
  cached = null
}

/** Forget the session on this side: the bearer token, the cached user and readable session cookies. */
export function forgetSession(): void {
  setSessionToken(null)
  invalidateCurrentUser()
  removeCookie(COOKIES.session)
}
