import type { FastifyInstance } from 'fastify'
import { defineArea } from '../core/index.ts'
import { PriceList } from './queries.ts'
import { registerPricing } from './routes.ts'
import { seedPriceList } from './seed.ts'
import { prices, products } from './tables.ts'
import { withBuying } from './orders/area.ts'
import { withInvoices } from './invoices/area.ts'
import { withDownloads } from './downloads/area.ts'

/** Store and pricing (spec 2): the price list in the visitor's currency. */
const commerce = defineArea({
  name: 'commerce',
  tables: [products, prices],
  seed: seedPriceList,
  plugin(fastify: FastifyInstance) {
    const { config, database } = fastify.core
    const priceList = new PriceList(database.db)
    fastify.core.onReset(() => priceList.invalidate())
    registerPricing(fastify, config, priceList)
  },
})

/**
 * Buying (issue 13: orders, coupons, payments) joins the area: server/commerce/orders/area.ts;
 * orders and invoices: server/commerce/invoices/area.ts; installer downloads:
 * server/commerce/downloads/area.ts.
 */
export default withDownloads(withInvoices(withBuying(commerce)))
