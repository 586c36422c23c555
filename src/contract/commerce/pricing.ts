import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'

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
})
export type PrdListItem = z.infer<typeof PrdListItem>

/** The currency is never the client's choice: the server picks it from the visitor's country. */
export const GetPricingRequest = z.strictObject({})
export const GetPricingResponse = withResult({ prdList: z.array(PrdListItem) })
export type GetPricingResponse = z.infer<typeof GetPricingResponse>
