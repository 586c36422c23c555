import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'
import { TRIAL_EMAIL_MAX } from './trial.ts'

/**
 * The newsletter calls of spec 3 §7 (getListMember, addListMember, deleteMember, updateListMember,
 * setListMember). Payload: email, email_address, status, LANGUAGE, USERTYPE, tagData and type
 * (update or add). They act only on the signed-in member's own e-mail: anyone else's membership is
 * neither read, changed nor deleted (the server never trusts the e-mail the client names).
 */
export const NEWSLETTER_STATUSES = ['subscribed', 'unsubscribed', 'pending', 'cleaned'] as const
export const NewsletterStatus = z.enum(NEWSLETTER_STATUSES)

const email = z.string().check(z.maxLength(TRIAL_EMAIL_MAX))
const TagData = z.array(z.string().check(z.maxLength(50))).check(z.maxLength(10))

export const NewsletterEmailRequest = z.object({ email })
export type NewsletterEmailRequest = z.input<typeof NewsletterEmailRequest>

export const NewsletterMemberRequest = z.object({
  email,
  email_address: z.optional(email),
  status: z._default(NewsletterStatus, 'subscribed'),
  /** A language code of spec 3 §9 (ES, KR, JP, CN, US, EN); anything else reads as English. */
  LANGUAGE: z._default(z.string().check(z.maxLength(10)), 'EN'),
  USERTYPE: z._default(z.string().check(z.maxLength(30)), ''),
  tagData: z._default(TagData, []),
  type: z._default(z.enum(['update', 'add']), 'add'),
})
export type NewsletterMemberRequest = z.input<typeof NewsletterMemberRequest>

/** The list member read back (spec 3 §3): email, status, language, user type, tag data. */
export const ListMember = z.object({
  email: z.string(),
  status: NewsletterStatus,
  language: z.string(),
  userType: z.string(),
  tagData: z.array(z.string()),
})
export type ListMember = z.infer<typeof ListMember>

export const ListMemberResponse = withResult({ member: z.nullable(ListMember) })
export type ListMemberResponse = z.infer<typeof ListMemberResponse>
