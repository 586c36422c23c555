import type { FastifyInstance } from 'fastify'
import { endpoints, ok } from '../../src/contract/index.ts'
import { HttpError } from './http/errors.ts'
import { handle } from './http/route.ts'
import { buildOpenApi } from './http/openapi.ts'
import { buildApiDocsHtml } from './http/apiDocs.ts'

/** The platform's own routes: the health probe, the OpenAPI document and the API reference. */
export function registerCoreRoutes(fastify: FastifyInstance): void {
  const { config, database } = fastify.core

  handle(fastify, endpoints.Health, async () => {
    try {
      await database.ping()
    } catch {
      throw new HttpError(503, 'The database does not answer')
    }
    return { result: ok(), status: 'ok' as const, database: database.kind }
  })

  const openApi = buildOpenApi(config.PUBLIC_URL)
  const docsHtml = buildApiDocsHtml(config.PUBLIC_URL)
  fastify.get('/api/openapi.json', (_request, reply) => reply.send(openApi))
  fastify.get('/api/docs', (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(docsHtml),
  )
}
