import { openAsBlob } from 'node:fs'
import type { z } from 'zod'
import type { ErrorReportTicket } from '../../src/contract/index.ts'
import type { Db } from '../core/index.ts'
import { tickets } from './tables.ts'

export type Ticket = z.output<typeof ErrorReportTicket>['ticket']

/** An attachment kept by zendeskFileUpload, ready to go with a ticket. */
export interface StoredFile {
  token: string
  fileName: string
  contentType: string
  size: number
  /** Where the file lies on disk. */
  path: string
}

/** The help desk that receives support tickets (spec 3 §3), chosen by configuration. */
export interface HelpDesk {
  /** `local` keeps tickets in this site's database (and shows them in the staff inbox). */
  kind: 'local' | 'zendesk'
  /** Creates the ticket with its attachments and answers its id. */
  createTicket(ticket: Ticket, files: readonly StoredFile[]): Promise<number>
}

export interface TicketIds {
  brandId: number
  ticketFormId: number
}

/**
 * Local adapter (the default): the ticket and its first comment in the tickets table; its files
 * stay where zendeskFileUpload put them, linked to the ticket by the upload rows.
 */
export function localHelpDesk(db: Db, ids: TicketIds = { brandId: 0, ticketFormId: 0 }): HelpDesk {
  return {
    kind: 'local',
    async createTicket(ticket, files) {
      const [row] = await db
        .insert(tickets)
        .values({
          requesterName: ticket.requester.name,
          requesterEmail: ticket.requester.email,
          subject: ticket.subject,
          htmlBody: ticket.comment.html_body,
          uploads: files.length > 0 ? files.map((f) => f.token) : ticket.comment.uploads,
          tags: ticket.tags,
          customFields: ticket.custom_fields,
          type: ticket.type,
          brandId: ids.brandId,
          ticketFormId: ids.ticketFormId,
        })
        .returning({ id: tickets.id })
      if (!row) throw new Error('The ticket was not stored')
      return row.id
    },
  }
}

export interface ZendeskSettings extends TicketIds {
  /** https://<subdomain>.zendesk.com */
  url: string
  email: string
  apiToken: string
  fetch?: typeof globalThis.fetch
}

export class HelpDeskError extends Error {
  override name = 'HelpDeskError'
}

/**
 * Zendesk adapter (Support API v2): each file goes to the Uploads API (`POST /api/v2/uploads?filename=`,
 * the raw bytes, answered `{ upload: { token } }`), then the ticket to the Tickets API
 * (`POST /api/v2/tickets`, `{ ticket }` with `comment.uploads` naming those tokens, answered
 * `{ ticket: { id } }`). Authentication is an API token: Basic `{email}/token:{token}`.
 */
export function zendeskHelpDesk(settings: ZendeskSettings): HelpDesk {
  const send = settings.fetch ?? globalThis.fetch
  const base = settings.url.replace(/\/+$/, '')
  const authorization = `Basic ${Buffer.from(`${settings.email}/token:${settings.apiToken}`).toString('base64')}`
  async function json(response: Response, what: string): Promise<unknown> {
    if (!response.ok)
      throw new HelpDeskError(`Zendesk ${what} answered HTTP ${String(response.status)}`)
    return (await response.json()) as unknown
  }
  async function upload(file: StoredFile): Promise<string> {
    const body = await openAsBlob(file.path, { type: file.contentType })
    const response = await send(
      `${base}/api/v2/uploads?filename=${encodeURIComponent(file.fileName)}`,
      {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/binary',
          accept: 'application/json',
        },
        body,
      },
    )
    const answer = (await json(response, 'Uploads API')) as { upload?: { token?: unknown } }
    if (typeof answer.upload?.token !== 'string')
      throw new HelpDeskError('Zendesk Uploads API answered no token')
    return answer.upload.token
  }
  return {
    kind: 'zendesk',
    async createTicket(ticket, files) {
      const uploads: string[] = []
      for (const file of files) uploads.push(await upload(file))
      const response = await send(`${base}/api/v2/tickets`, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          ticket: {
            ...(settings.brandId ? { brand_id: settings.brandId } : {}),
            ...(settings.ticketFormId ? { ticket_form_id: settings.ticketFormId } : {}),
            requester: ticket.requester,
            subject: ticket.subject,
            comment: { html_body: ticket.comment.html_body, type: ticket.comment.type, uploads },
            tags: ticket.tags,
            type: ticket.type,
            custom_fields: ticket.custom_fields,
          },
        }),
      })
      const answer = (await json(response, 'Tickets API')) as { ticket?: { id?: unknown } }
      if (typeof answer.ticket?.id !== 'number')
        throw new HelpDeskError('Zendesk Tickets API answered no ticket id')
      return answer.ticket.id
    },
  }
}
