import type { FastifyInstance } from 'fastify'
import { endpoints, ok } from '../../src/contract/index.ts'
import { handle } from '../core/index.ts'
import type { PageViewLog } from './queries.ts'

/** POST /api/logs: one page view (spec 1 §7). */
export function registerPageViews(fastify: FastifyInstance, log: PageViewLog): void {
  handle(fastify, endpoints.PageView, async (input) => {
    await log.record({
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
