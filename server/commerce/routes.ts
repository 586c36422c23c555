import type { FastifyInstance } from 'fastify'
import { endpoints, ok } from '../../src/contract/index.ts'
import { countryOf, handle, type Config } from '../core/index.ts'
import type { PriceList } from './queries.ts'
import { currencyOf } from './rules.ts'

export function registerPricing(
  fastify: FastifyInstance,
  config: Config,
  priceList: PriceList,
): void {
  handle(fastify, endpoints.GetPricing, async (_input, ctx) => {
    const currency = currencyOf(countryOf(ctx.request, config.TRUSTED_COUNTRY_HEADER))
    return { result: ok(), prdList: await priceList.inCurrency(currency) }
  })
}
