import { z } from 'zod/mini'
import { LIMITS } from '../core/limits.ts'

/* @__NO_SIDE_EFFECTS__ */
const text = (max: number) => z.string().check(z.maxLength(max))

/** The fields SetMemberField changes (spec 1 §7). sendemail and agreement are the newsletter consent. */
export const MEMBER_FIELDS = [
  'pw',
  'name',
  'country',
  'job',
  'sendemail',
  'agreement',
  'subscriptionAlert',
  'preferredLang',
] as const
export const MemberField = z.enum(MEMBER_FIELDS)
export type MemberField = z.infer<typeof MemberField>

/**
 * POST /api/Member/SetMemberField (spec 1 §7). `keyVals.val` is the new value; `keyVals.oldVal` the
 * current password for a password change. `myId` and `tartgetId` (the spec's spelling) are only
 * hints: the server acts for the session's user, or for one of its own end users when that user is a
 * company admin and names it in `tartgetId`.
 */
export const SetMemberFieldRequest = z.object({
  modFld: MemberField,
  myId: z._default(text(LIMITS.loginFieldMax), ''),
  tartgetId: z._default(text(LIMITS.loginFieldMax), ''),
  keyVals: z.object({
    val: text(LIMITS.loginFieldMax),
    oldVal: z._default(text(LIMITS.loginFieldMax), ''),
  }),
  isSignUpAtSW: z.optional(z.boolean()),
})
export type SetMemberFieldRequest = z.input<typeof SetMemberFieldRequest>

/** POST /api/Member/CheckMyPW: whether `val` is the signed-in user's current password (-1000 when not). */
export const CheckMyPWRequest = z.object({
  key: z.literal('pw'),
  val: text(LIMITS.loginFieldMax),
})
export type CheckMyPWRequest = z.input<typeof CheckMyPWRequest>
