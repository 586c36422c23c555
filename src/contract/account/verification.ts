import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'
import { LIMITS } from '../core/limits.ts'

/**
 * E-mail verification (spec 1 §2, §4, §7; issue 11). The link of the verification e-mail carries
 * a random token; the server keeps only its hash and accepts it once, before it expires.
 */

/** A link token as sent: 43 base64url characters (32 random bytes). */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
export const LinkToken = z
  .string()
  .check(
    z.maxLength(128),
    z.regex(LINK_TOKEN_PATTERN, { error: 'must be the token of an e-mail link' }),
  )

/** The errCodes of the link endpoints (VerifyEmail, CheckVaildPwMail, SetPw): 0 ok. */
export const LinkCode = {
  ok: 0,
  /** Unknown, already used, or for another account. */
  invalid: -1,
  /** The link is older than its lifetime. */
  expired: -2,
} as const

/** The errCodes of ResendVerifyEmail and SetEmail beyond the e-mail codes of spec 1 §5. */
export const VerifyMailCode = {
  ok: 0,
  /** The id is not the signed-in member's. */
  notYours: -1,
  /** The address is verified already: nothing is sent. */
  alreadyVerified: -3,
  /** The member has no e-mail address to verify (go to /member/addemail). */
  noEmail: -10,
} as const

/** Spec 1 §4, §9: the resend button sends at most once per 1500 ms. */
export const RESEND_THROTTLE_MS = 1500

export const VerifyEmailRequest = z.object({ token: LinkToken })
export type VerifyEmailRequest = z.input<typeof VerifyEmailRequest>

/** ResendVerifyEmail (spec 1 §7): id and comId of the signed-in member. */
export const ResendVerifyEmailRequest = z.object({
  id: z.string().check(z.maxLength(LIMITS.loginFieldMax)),
  comId: z._default(z.string().check(z.maxLength(LIMITS.loginFieldMax)), ''),
})
export type ResendVerifyEmailRequest = z.input<typeof ResendVerifyEmailRequest>

/**
 * An e-mail address as the forms and the server accept it (zod's e-mail format, at most 254
 * characters, after trimming). The server answers -4 for anything else.
 */
export const EmailAddress = z.email().check(z.maxLength(LIMITS.emailMax))
export const isEmailAddress = (value: string): boolean =>
  EmailAddress.safeParse(value.trim()).success

/** SetEmail (spec 1 §7): email, id, comId; -4 invalid, -5 already used, -10 blank. */
export const SetEmailRequest = z.object({
  email: z.string().check(z.maxLength(LIMITS.emailMax)),
  id: z.string().check(z.maxLength(LIMITS.loginFieldMax)),
  comId: z._default(z.string().check(z.maxLength(LIMITS.loginFieldMax)), ''),
})
export type SetEmailRequest = z.input<typeof SetEmailRequest>

export const VerifyEmailResponse = withResult({})
