import type { FastifyInstance } from 'fastify'
import { endpoints, ok } from '../../src/contract/index.ts'
import { handle } from '../core/index.ts'
import { listMessages } from './localSmtp.ts'

/** GetMailbox: the local mailbox, registered only when MAILBOX is on (else 404). */
export function registerMailbox(fastify: FastifyInstance): void {
  handle(fastify, endpoints.GetMailbox, async (input) => {
    const rows = await listMessages(fastify.core.database.db, input.to.trim())
    return {
      result: ok(),
      messages: rows.map((r) => ({
        id: r.id,
        from: r.from,
        to: r.to,
        subject: r.subject,
        text: r.text,
        language: r.language,
        links: r.links,
        receivedAt: r.receivedAt.toISOString(),
      })),
    }
  })
}
