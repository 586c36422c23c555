import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'
import { ContactForm } from './contact.ts'

/** Help-desk ticket payload (spec 3 §3). The error pop-up sends one with the api name, code and message. */
export const ErrorReportTicket = z.object({
  ticket: z.object({
    requester: z.object({
      name: z.string().check(z.maxLength(100)),
      email: z.string().check(z.maxLength(254)),
    }),
    subject: z.string().check(z.minLength(1), z.maxLength(200)),
    comment: z.object({
      html_body: z.string().check(z.maxLength(20000)),
      type: z.literal('Comment'),
      uploads: z._default(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(20)), []),
    }),
    tags: z.array(z.string().check(z.maxLength(50))).check(z.maxLength(10)),
    type: z.literal('question'),
    custom_fields: z
      .array(z.object({ id: z.number().check(z.int()), value: z.string().check(z.maxLength(200)) }))
      .check(z.maxLength(20)),
  }),
})
/**
 * zendeskTicketUpload (spec 3 §7): the error pop-up's report as a ticket payload, or the contact
 * form's fields, from which the server builds the ticket payload of spec 3 §3 itself.
 */
export const TicketUploadRequest = z
  .object({
    ticket: z.optional(ErrorReportTicket.shape.ticket),
    contact: z.optional(ContactForm),
  })
  .check(
    z.refine((r) => (r.ticket === undefined) !== (r.contact === undefined), {
      message: 'send exactly one of ticket (an error report) or contact (the contact form)',
    }),
  )
/** The error pop-up's request (its report as a ticket payload). */
export type TicketUploadRequest = z.input<typeof ErrorReportTicket>
/** The contact form's request: its fields only. */
export type ContactTicketRequest = { contact: z.input<typeof ContactForm> }
/** The spec reads data.result.errCode on this route. */
export const TicketUploadResponse = z.object({
  data: withResult({ ticketId: z.number().check(z.int()) }),
})
export type TicketUploadResponse = z.infer<typeof TicketUploadResponse>
