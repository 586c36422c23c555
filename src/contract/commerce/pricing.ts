import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'

/**
 * `per/individual/year` and the nine other pricing routes of spec 2 §2, in the order of
 * PRICING_ROUTES (a unit test keeps the two lists the same).
 */
export const PRICING_ROUTE_KEYS = [
  'per/individual/month',
  'per/individual/year',
  'per/option/year',
  'per/student/year',
  'ent/standad/month',
  'ent/standad/year',
  'ent/network/year',
  'ent/linux/year',
  'ent/option/year',
  'ent/academic/year',
] as const
export type PricingRouteKey = (typeof PRICING_ROUTE_KEYS)[number]

/** Pricing list item (spec 2 §3). */
export const PrdListItem = z.object({
  productGroup: z.number().check(z.int()),
  saleType: z.number().check(z.int()),
  license: z.number().check(z.int()),
  prdOptSeq: z.number().check(z.int()),
  prdSeq: z.number().check(z.int()),
  version: z.string(),
  edition: z.number().check(z.int()),
  prevVersion: z.string(),
  salePrice: z.number(),
  currency: z.string(),
  /**
   * The pricing route this product is sold on, `{userType}/{licenseType}/{period}` of spec 2 §2 (an
   * addition to spec 2 §3's fields: a personal option and the personal yearly plan share group,
   * licence and sale type, so the route page could not tell them apart otherwise).
   */
  route: z.enum(PRICING_ROUTE_KEYS),
})
export type PrdListItem = z.infer<typeof PrdListItem>

/** The currency is never the client's choice: the server picks it from the visitor's country. */
export const GetPricingRequest = z.strictObject({})
export const GetPricingResponse = withResult({ prdList: z.array(PrdListItem) })
export type GetPricingResponse = z.infer<typeof GetPricingResponse>
