import { asc, eq } from 'drizzle-orm'
import {
  PRICING_ROUTE_KEYS,
  type PricingRouteKey,
  type PrdListItem,
} from '../../src/contract/index.ts'
import type { Db } from '../core/index.ts'
import { prices, products } from './tables.ts'

const TTL_MS = 60_000

const isPricingRoute = (route: string): route is PricingRouteKey =>
  (PRICING_ROUTE_KEYS as readonly string[]).includes(route)

/** The price list per currency, read once a minute: every pricing page asks for it. */
export class PriceList {
  readonly #db: Db
  readonly #cache = new Map<string, { items: PrdListItem[]; at: number }>()

  constructor(db: Db) {
    this.#db = db
  }

  async inCurrency(currency: string): Promise<PrdListItem[]> {
    const hit = this.#cache.get(currency)
    if (hit && Date.now() - hit.at < TTL_MS) return hit.items
    const rows = await this.#db
      .select({
        userType: products.userType,
        licenseType: products.licenseType,
        period: products.period,
        productGroup: products.productGroup,
        saleType: products.saleType,
        license: products.license,
        prdOptSeq: products.prdOptSeq,
        prdSeq: products.prdSeq,
        version: products.version,
        edition: products.edition,
        prevVersion: products.prevVersion,
        salePrice: prices.salePrice,
        currency: prices.currency,
      })
      .from(products)
      .innerJoin(prices, eq(prices.prdOptSeq, products.prdOptSeq))
      .where(eq(prices.currency, currency))
      .orderBy(asc(products.prdOptSeq))
    const items = rows.flatMap(({ userType, licenseType, period, ...item }) => {
      const route = `${userType}/${licenseType}/${period}`
      return isPricingRoute(route) ? [{ ...item, route }] : []
    })
    this.#cache.set(currency, { items, at: Date.now() })
    return items
  }

  invalidate(): void {
    this.#cache.clear()
  }
}
