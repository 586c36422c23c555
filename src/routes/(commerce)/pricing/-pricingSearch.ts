import { z } from 'zod/mini'
import { optionalParam } from '../../-search.ts'
import { PRICING_ROUTE_KEYS } from '../../../contract/index.ts'
import { MAX_SEATS } from '../../../views/commerce/pricingPlans.ts'

/**
 * The query of a pricing route (spec 2 §2): `c` seats (a whole number from 1 to 999), `cpcode` a
 * coupon code (letters, digits and dashes, at most 40), `s=t` the personal-trial mark. A malformed
 * value is dropped, never an error page.
 */
export const pricingProductSearch = z.object({
  c: optionalParam(z.number().check(z.int(), z.gte(1), z.lte(MAX_SEATS))),
  cpcode: optionalParam(z.string().check(z.regex(/^[A-Za-z0-9-]{1,40}$/))),
  s: optionalParam(z.literal('t')),
})

/** The offer reference of /pricing/enterprise365 (letters, digits, dashes; at most 40). */
export const ENTERPRISE365_ID = z.string().check(z.regex(/^[A-Za-z0-9-]{1,40}$/))

/**
 * The query of /store/checkout: the pricing route it comes from (`route`, one of the 10 of spec 2
 * §2) with that route's `c`, `cpcode` and `s`, and the store's `sw=1` (spec 2 §2). Anything
 * malformed is dropped: without a route the page asks the member to choose a plan.
 */
export const checkoutSearch = z.object({
  route: optionalParam(z.enum(PRICING_ROUTE_KEYS)),
  c: pricingProductSearch.shape.c,
  cpcode: pricingProductSearch.shape.cpcode,
  s: pricingProductSearch.shape.s,
  sw: optionalParam(z.literal('1')),
})
