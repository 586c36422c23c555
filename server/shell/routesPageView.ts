import type { FastifyInstance } from 'fastify'
import { endpoints, ok } from '../../src/contract/index.ts'
import { handle } from '../core/index.ts'
import type { PageViewLog } from './queries.ts'

/**
 * POST /api/logs: one page view (spec 1 §7), for the session's own member, or anonymous (an empty
 * user id) without a session: the body's userId is never trusted, so nobody records views in
 * another member's name (issue 10, finding 5).
 */
export function registerPageViews(fastify: FastifyInstance, log: PageViewLog): void {
  handle(fastify, endpoints.PageView, async (input, ctx) => {
    await log.record({
      userId: ctx.session?.memberId ?? '',
      uid: input.json_data.uid,
      url: input.json_data.url,
      referer: input.json_data.referer,
      device: input.json_data.device,
      eventTimestamp: input.event_timestamp,
    })
    return { result: ok() }
  })
}
