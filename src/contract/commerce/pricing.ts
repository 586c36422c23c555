import { z } from 'zod'
import { withResult } from '../core/envelope.ts'

/** Pricing list item (spec 2 §3). */
export const PrdListItem = z.object({
  productGroup: z.number().int(),
  saleType: z.number().int(),
  license: z.number().int(),
  prdOptSeq: z.number().int(),
  prdSeq: z.number().int(),
  version: z.string(),
  edition: z.number().int(),
  prevVersion: z.string(),
  salePrice: z.number(),
  currency: z.string(),
})
export type PrdListItem = z.infer<typeof PrdListItem>

/** The currency is never the client's choice: the server picks it from the visitor's country. */
export const GetPricingRequest = z.object({}).strict()
export const GetPricingResponse = withResult({ prdList: z.array(PrdListItem) })
export type GetPricingResponse = z.infer<typeof GetPricingResponse>
