import { z } from 'zod/mini'
import { optionalParam } from '../../-search.ts'
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
