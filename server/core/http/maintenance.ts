import type { FastifyInstance } from 'fastify'
import { endpoints } from '../../../src/contract/index.ts'
import { sendError } from './errors.ts'

/** API paths that keep answering during maintenance, so the site can tell the visitor. */
const OPEN_DURING_MAINTENANCE = new Set<string>([
  endpoints.Health.path,
  endpoints.GetConfig.path,
  endpoints.GetMaintenanceInfo.path,
  // The maintenance page's language comes from the visitor's country (spec 1 §2).
  endpoints.GetCountryByIP.path,
  '/api/openapi.json',
  '/api/docs',
])

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')

/** MAINTENANCE=1: every other API path answers 503 with the envelope (pages: see the shell's site). */
export function installMaintenanceGate(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (isApiPath(pathname) && !OPEN_DURING_MAINTENANCE.has(pathname))
      return sendError(reply, 503, 'The site is down for maintenance')
  })
}
