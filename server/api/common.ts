import type { FastifyInstance } from 'fastify'
import { endpoints, ok } from '../../src/contract/index.ts'
import type { AppContext } from '../context.ts'
import { countryOf } from '../http/country.ts'
import { HttpError } from '../http/errors.ts'
import { handle } from '../http/route.ts'

export function registerCommon(fastify: FastifyInstance, app: AppContext): void {
  handle(fastify, endpoints.Health, async () => {
    try {
      await app.database.ping()
    } catch {
      throw new HttpError(503, 'The database does not answer')
    }
    return { result: ok(), status: 'ok' as const, database: app.database.kind }
  })

  handle(fastify, endpoints.GetConfig, () => ({
    result: ok(),
    atlas: app.config.ATLAS,
    maintenance: app.config.MAINTENANCE,
  }))

  handle(fastify, endpoints.GetMaintenanceInfo, (_input, ctx) => ({
    result: ok(),
    isMaintenance: app.config.MAINTENANCE,
    countryCode: countryOf(ctx.request, app.config.TRUSTED_COUNTRY_HEADER),
  }))
}
