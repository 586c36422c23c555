import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'

/** The local mailbox (issue 11): what the in-process SMTP server received, newest first. */
export const MailboxMessage = z.object({
  id: z.number().check(z.int()),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  language: z.string(),
  links: z.array(z.string()),
  receivedAt: z.string(),
})
export type MailboxMessage = z.infer<typeof MailboxMessage>

/** GET GetMailbox?to=: every message (or those to one address), at most 100. */
export const GetMailboxQuery = z.strictObject({
  to: z._default(z.string().check(z.maxLength(254)), ''),
})
export const GetMailboxResponse = withResult({ messages: z.array(MailboxMessage) })
export type GetMailboxResponse = z.infer<typeof GetMailboxResponse>
