import { createReadStream } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { desc, inArray } from 'drizzle-orm'
import { STAFF_INBOX, endpoints, ok } from '../../src/contract/index.ts'
import { HttpError, handle } from '../core/index.ts'
import { cleanTicketHtml } from './ticketHtml.ts'
import { ticketUploads, tickets } from './tables.ts'
import { eq } from 'drizzle-orm'

const NEWEST = 50

/** RFC 6266 content-disposition: an ASCII fallback and the UTF-8 name. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`

/**
 * The staff inbox of the local help desk (issue 12; STAFF_INBOX, on by default outside
 * production): the newest tickets with every field and their attachments. The HTML body was
 * cleaned when stored and is cleaned again as it is read; files are served as downloads only.
 */
export function registerStaffInbox(fastify: FastifyInstance, folder: string): void {
  const db = fastify.core.database.db

  handle(fastify, endpoints.GetStaffTickets, async () => {
    const rows = await db.select().from(tickets).orderBy(desc(tickets.id)).limit(NEWEST)
    const files =
      rows.length === 0
        ? []
        : await db
            .select()
            .from(ticketUploads)
            .where(
              inArray(
                ticketUploads.ticketId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(ticketUploads.createdAt)
    return {
      result: ok(),
      tickets: rows.map((r) => ({
        id: r.id,
        requesterName: r.requesterName,
        requesterEmail: r.requesterEmail,
        subject: r.subject,
        htmlBody: cleanTicketHtml(r.htmlBody),
        type: r.type,
        tags: r.tags,
        customFields: r.customFields,
        attachments: files
          .filter((f) => f.ticketId === r.id)
          .map((f) => ({
            fileName: f.fileName,
            size: f.size,
            url: `${STAFF_INBOX.filePath}${f.token}`,
          })),
        createdAt: r.createdAt.toISOString(),
      })),
    }
  })

  /** A ticket's file, as a download (never rendered by the browser). */
  fastify.get<{ Params: { token: string } }>(
    `${STAFF_INBOX.filePath}:token`,
    async (request, reply) => {
      const token = request.params.token
      if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw new HttpError(404, 'No such attachment')
      const [row] = await db.select().from(ticketUploads).where(eq(ticketUploads.token, token))
      if (!row || row.ticketId === null) throw new HttpError(404, 'No such attachment')
      return reply
        .header('content-disposition', disposition(row.fileName))
        .header('cache-control', 'private, no-store')
        .header('content-length', String(row.size))
        .type('application/octet-stream')
        .send(createReadStream(join(folder, row.storedAs)))
    },
  )
}
