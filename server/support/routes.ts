import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { endpoints, ok } from '../../src/contract/index.ts'
import { HttpError, handle } from '../core/index.ts'
import { contactTicket } from './contactTicket.ts'
import type { HelpDesk, Ticket } from './helpDesk.ts'
import { cleanTicketHtml } from './ticketHtml.ts'
import { UNKNOWN_UPLOAD, claimUploads, deleteUpload, settleClaim, uploaderOf } from './uploads.ts'

export function registerSupport(
  fastify: FastifyInstance,
  helpDesk: HelpDesk,
  folder: string,
): void {
  const db = fastify.core.database.db

  /**
   * The spec reads data.result.errCode on this route (spec 3 §8). The error pop-up sends its report
   * as a ticket payload; the contact form sends its fields, checked by the same contract schema as
   * the page, and the server builds the ticket (spec 3 §3) itself. Either HTML body is cleaned by
   * an allow-list before the help desk stores it (issue 10, finding 5). Upload tokens are claimed
   * once, by the browser that uploaded them; a ticket naming any other token is refused whole.
   */
  handle(fastify, endpoints.zendeskTicketUpload, async (input, ctx) => {
    const ticket: Ticket | undefined = input.contact
      ? contactTicket(input.contact, input.contact.uploads)
      : input.ticket
    if (!ticket) throw new HttpError(400, 'Send exactly one of ticket or contact')
    const claim = randomUUID()
    const files = await claimUploads(
      db,
      folder,
      uploaderOf(ctx.request),
      ticket.comment.uploads,
      claim,
    )
    if (files === null) return { data: { result: UNKNOWN_UPLOAD, ticketId: 0 } }
    let ticketId: number
    try {
      ticketId = await helpDesk.createTicket(
        {
          ...ticket,
          comment: { ...ticket.comment, html_body: cleanTicketHtml(ticket.comment.html_body) },
        },
        files,
      )
    } catch (error) {
      if (files.length > 0) await settleClaim(db, claim, null)
      throw error
    }
    if (files.length > 0) await settleClaim(db, claim, ticketId)
    return { data: { result: ok(), ticketId } }
  })

  /** Spec 3 §4 "Attachment delete", §7: errCode 0 only when this browser's unsent file went. */
  handle(fastify, endpoints.zendeskUpLoadFileDelete, async (input, ctx) => {
    const deleted = await deleteUpload(db, folder, uploaderOf(ctx.request), input.token)
    return { result: deleted ? ok() : UNKNOWN_UPLOAD }
  })
}
