import type { FastifyInstance } from 'fastify'
import { endpoints, ok } from '../../src/contract/index.ts'
import type { AppContext } from '../context.ts'
import { pageViews } from '../db/schema.ts'
import { handle } from '../http/route.ts'

export function registerSupport(fastify: FastifyInstance, app: AppContext): void {
  /** The spec reads data.result.errCode on this route (spec 3 §8). */
  handle(fastify, endpoints.zendeskTicketUpload, async (input) => {
    const ticketId = await app.helpDesk.createTicket(input.ticket)
    return { data: { result: ok(), ticketId } }
  })

  handle(fastify, endpoints.PageView, async (input) => {
    await app.database.db.insert(pageViews).values({
      userId: input.userId,
      uid: input.json_data.uid,
      url: input.json_data.url,
      referer: input.json_data.referer,
      device: input.json_data.device,
      eventTimestamp: input.event_timestamp,
    })
    return { result: ok() }
  })
}
