import { z } from 'zod/mini'
import { MemberType } from '../core/codes.ts'
import { LIMITS } from '../core/limits.ts'

/* @__NO_SIDE_EFFECTS__ */
const text = (max: number) => z.string().check(z.maxLength(max))

/** Spec 2 §5 end-user create: the name and the ID at most 20 characters. */
export const END_USER_FIELD_MAX = 20

/**
 * POST /api/Member/InsertMember (spec 1 §7, spec 2 §4 end-user ID pop-up step 2, §5, §7 team
 * console): a company admin creates an end user of the company. Shapes only: what is blank, used,
 * invalid or forbidden is answered with the spec 1 §5 codes, as Join answers them. `comId` names
 * the company, which must be the signed-in admin's own; `memberType` is the end user's (5) and
 * `agreement` 2, the values the spec lists; the server never takes either from anyone else.
 */
export const InsertMemberRequest = z.object({
  id: text(END_USER_FIELD_MAX),
  pw: text(LIMITS.passwordMax),
  email: text(LIMITS.emailMax),
  name: text(END_USER_FIELD_MAX),
  comId: text(LIMITS.idMax),
  memberType: z.literal(MemberType.END_USER),
  country: text(8),
  agreement: z.literal(2),
})
export type InsertMemberRequest = z.input<typeof InsertMemberRequest>

/** The fields of the end-user creation form, in the order the form shows them. */
export const END_USER_FIELDS = ['name', 'id', 'email', 'country', 'pw', 'pwConfirm'] as const
export type EndUserField = (typeof END_USER_FIELDS)[number]
