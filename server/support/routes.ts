import type { FastifyInstance } from 'fastify'
import { endpoints, ok } from '../../src/contract/index.ts'
import { handle } from '../core/index.ts'
import type { HelpDesk } from './helpDesk.ts'

export function registerSupport(fastify: FastifyInstance, helpDesk: HelpDesk): void {
  /** The spec reads data.result.errCode on this route (spec 3 §8). */
  handle(fastify, endpoints.zendeskTicketUpload, async (input) => {
    const ticketId = await helpDesk.createTicket(input.ticket)
    return { data: { result: ok(), ticketId } }
  })
}
