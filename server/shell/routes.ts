import type { FastifyInstance } from 'fastify'
import { endpoints, ok } from '../../src/contract/index.ts'
import { countryOf, handle, type Config } from '../core/index.ts'

/** The site shell's settings: whether the atlas shows, whether the site is in maintenance, and where from. */
export function registerShell(fastify: FastifyInstance, config: Config): void {
  handle(fastify, endpoints.GetConfig, () => ({
    result: ok(),
    atlas: config.ATLAS,
    maintenance: config.MAINTENANCE,
  }))

  handle(fastify, endpoints.GetMaintenanceInfo, (_input, ctx) => ({
    result: ok(),
    isMaintenance: config.MAINTENANCE,
    countryCode: countryOf(ctx.request, config.TRUSTED_COUNTRY_HEADER),
  }))
}
