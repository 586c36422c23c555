import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'

/** One signed-in device of the member (issue 10: a session row per sign-in). */
export const SessionInfo = z.object({
  /** The session's id (not its token). */
  id: z.string(),
  /** The browser or client that signed in, from its User-Agent (cut to 200 characters). */
  device: z.string(),
  /** ISO 8601 times: signed in, last seen (to the minute). */
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of this very request. */
  current: z.boolean(),
})
export type SessionInfo = z.infer<typeof SessionInfo>

export const GetMySessionsResponse = withResult({ sessions: z.array(SessionInfo) })
export type GetMySessionsResponse = z.infer<typeof GetMySessionsResponse>

/** How many sessions LogoutAll ended (this one included). */
export const LogoutAllResponse = withResult({ signedOut: z.number().check(z.int(), z.gte(0)) })
export type LogoutAllResponse = z.infer<typeof LogoutAllResponse>

/**
 * A self-hosted ALTCHA proof-of-work challenge (altcha-lib 2, the widget's `challengeurl` answer).
 * Sign-in asks for one once an account has had too many failed sign-ins; the solved payload goes
 * back in Login's `captcha` field, base64 as the widget gives it, and is accepted once.
 */
export const SignInChallengeResponse = withResult({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.optional(z.string()),
    expiresAt: z.optional(z.number()),
  }),
  signature: z.string(),
})
export type SignInChallengeResponse = z.infer<typeof SignInChallengeResponse>

/**
 * Starts a social sign-in: the server sets the httpOnly `sw_state` cookie and answers the same
 * value, which the site passes to the social platform; the callback (/member/swauth) sends it back
 * in IntegrationToken's `state`, and a sign-in whose state does not match the cookie is refused.
 */
export const SocialSignInStartResponse = withResult({ state: z.string() })
export type SocialSignInStartResponse = z.infer<typeof SocialSignInStartResponse>
