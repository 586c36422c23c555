import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'
import { LIMITS } from '../core/limits.ts'
import { LinkToken } from './verification.ts'

/**
 * Password reset by e-mail (spec 1 §3, §4, §5, §8; issue 11): the request (SendResetPwMail,
 * SendResetCompanyPwMail), the link's check (CheckVaildPwMail) and the new password (SetPw).
 */

/** The request body: the e-mail (spec 1 §5: it must contain @, else 'email blank value'). */
export const SendResetPwMailRequest = z.object({
  email: z.string().check(z.maxLength(LIMITS.emailMax)),
})
export type SendResetPwMailRequest = z.input<typeof SendResetPwMailRequest>

/** Spec 1 §5: a reset needs an e-mail containing @. */
export const hasAtSign = (email: string): boolean => email.includes('@')

export const CheckVaildPwMailRequest = z.object({ verifyToken: LinkToken })
export type CheckVaildPwMailRequest = z.input<typeof CheckVaildPwMailRequest>

/** errCode 0 with the account's id (the new password must differ from it); else a LinkCode. */
export const CheckVaildPwMailResponse = withResult({ id: z.string() })
export type CheckVaildPwMailResponse = z.infer<typeof CheckVaildPwMailResponse>

/** SetPw (spec 1 §7): verifyToken, id, pw. -6 when the password breaks a rule of §5. */
export const SetPwRequest = z.object({
  verifyToken: LinkToken,
  id: z.string().check(z.maxLength(LIMITS.loginFieldMax)),
  pw: z.string().check(z.maxLength(LIMITS.loginFieldMax)),
})
export type SetPwRequest = z.input<typeof SetPwRequest>
