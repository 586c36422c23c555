import type { FastifyInstance } from 'fastify'
import type { Area } from '../../core/index.ts'
import { registerDownloads } from './routes.ts'

/** Installer downloads of the store join the commerce area: routes only, on the order tables. */
export function withDownloads(area: Area): Area {
  return {
    ...area,
    async plugin(fastify: FastifyInstance) {
      await area.plugin(fastify)
      registerDownloads(fastify, fastify.core.database.db, fastify.core.config)
    },
  }
}
