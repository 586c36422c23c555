import { z } from 'zod'
import { withResult } from '../core/envelope.ts'

/** Help-desk ticket payload (spec 3 §3). The error pop-up sends one with the api name, code and message. */
export const TicketUploadRequest = z.object({
  ticket: z.object({
    requester: z.object({ name: z.string().max(100), email: z.string().max(254) }),
    subject: z.string().min(1).max(200),
    comment: z.object({
      html_body: z.string().max(20000),
      type: z.literal('Comment'),
      uploads: z.array(z.string().max(200)).max(20).default([]),
    }),
    tags: z.array(z.string().max(50)).max(10),
    type: z.literal('question'),
    custom_fields: z.array(z.object({ id: z.number().int(), value: z.string().max(200) })).max(20),
  }),
})
export type TicketUploadRequest = z.input<typeof TicketUploadRequest>
/** The spec reads data.result.errCode on this route. */
export const TicketUploadResponse = z.object({ data: withResult({ ticketId: z.number().int() }) })
export type TicketUploadResponse = z.infer<typeof TicketUploadResponse>
