import type { z } from 'zod'
import type { TicketUploadRequest } from '../../src/contract/index.ts'
import type { Db } from '../core/index.ts'
import { tickets } from './tables.ts'

export type Ticket = z.output<typeof TicketUploadRequest>['ticket']

/** The help desk that receives support tickets (spec 3 §3). */
export interface HelpDesk {
  /** Creates the ticket and answers its id. */
  createTicket(ticket: Ticket): Promise<number>
}

/** Local adapter: tickets are kept in the tickets table for the support team to read. */
export function localHelpDesk(db: Db): HelpDesk {
  return {
    async createTicket(ticket) {
      const [row] = await db
        .insert(tickets)
        .values({
          requesterName: ticket.requester.name,
          requesterEmail: ticket.requester.email,
          subject: ticket.subject,
          htmlBody: ticket.comment.html_body,
          uploads: ticket.comment.uploads,
          tags: ticket.tags,
          customFields: ticket.custom_fields,
        })
        .returning({ id: tickets.id })
      if (!row) throw new Error('The ticket was not stored')
      return row.id
    },
  }
}
