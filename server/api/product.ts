import type { FastifyInstance } from 'fastify'
import { Currency, endpoints, ok } from '../../src/contract/index.ts'
import type { AppContext } from '../context.ts'
import { countryOf } from '../http/country.ts'
import { handle } from '../http/route.ts'

/** The currency of a visitor's country: CNY in China, USD elsewhere. Never the client's choice. */
export const currencyOf = (country: string): Currency =>
  country === 'CN' ? Currency.CNY : Currency.USD

export function registerProduct(fastify: FastifyInstance, app: AppContext): void {
  handle(fastify, endpoints.GetPricing, async (_input, ctx) => {
    const currency = currencyOf(countryOf(ctx.request, app.config.TRUSTED_COUNTRY_HEADER))
    return { result: ok(), prdList: await app.priceList.inCurrency(currency) }
  })
}
