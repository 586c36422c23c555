import type { FastifyInstance } from 'fastify'
import type { Area } from '../../core/index.ts'
import { registerInvoices } from './routes.ts'

/**
 * Orders and invoices (issue 13) join the commerce area: routes only, on the order tables that
 * buying writes (an invoice row is made once when an order is paid: orders/orderBook.ts).
 */
export function withInvoices(area: Area): Area {
  return {
    ...area,
    async plugin(fastify: FastifyInstance) {
      await area.plugin(fastify)
      registerInvoices(fastify, fastify.core.database.db)
    },
  }
}
