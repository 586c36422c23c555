import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'

/** A file of a ticket as the staff inbox lists it, with its download address. */
export const StaffAttachment = z.object({
  fileName: z.string(),
  size: z.number().check(z.int()),
  url: z.string(),
})
export type StaffAttachment = z.infer<typeof StaffAttachment>

/** A ticket of the local help desk, read back with all its fields (issue 12). */
export const StaffTicket = z.object({
  id: z.number().check(z.int()),
  requesterName: z.string(),
  requesterEmail: z.string(),
  subject: z.string(),
  /** Sanitised by the server's allow-list when stored and again when read. */
  htmlBody: z.string(),
  type: z.string(),
  tags: z.array(z.string()),
  customFields: z.array(z.object({ id: z.number().check(z.int()), value: z.string() })),
  attachments: z.array(StaffAttachment),
  createdAt: z.string(),
})
export type StaffTicket = z.infer<typeof StaffTicket>

/** GET GetStaffTickets: the newest 50 tickets (STAFF_INBOX on; else 404). */
export const GetStaffTicketsQuery = z.strictObject({})
export const GetStaffTicketsResponse = withResult({ tickets: z.array(StaffTicket) })
export type GetStaffTicketsResponse = z.infer<typeof GetStaffTicketsResponse>

/** Where the staff inbox lives and where its files are served from. */
export const STAFF_INBOX = {
  page: '/staff/tickets',
  filePath: '/api/staff/tickets/file/',
} as const
