import { endpoint } from '../core/endpoint.ts'
import { GetPricingRequest, GetPricingResponse } from './pricing.ts'

/** Store (spec 2 §7): this area's part of the endpoint table. */
export const commerceEndpoints = {
  GetPricing: endpoint({
    name: 'GetPricing',
    method: 'POST',
    path: '/api/Product/GetPricing',
    request: GetPricingRequest,
    response: GetPricingResponse,
    auth: 'public',
    summary: "Price list in the visitor's currency.",
  }),
}
