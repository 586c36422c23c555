import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { optionalParam } from '../../-search.ts'
import { getPricing } from '../../../services/commerce/pricing.ts'
import { PRICING_TYPES } from '../../../views/commerce/pricingTypes.ts'
import { PricingPage } from '../../../views/commerce/PricingPage.tsx'

/**
 * /pricing, the plan overview (spec 2 §2): `?type=` picks the tab (personal, student, academic,
 * enterprise; anything else reads as personal). The price list is loaded with the page, on the
 * server for the first page, in the currency the server picks from the visitor's country; when it
 * cannot be loaded the page says so instead of failing.
 */
export const Route = createFileRoute('/(commerce)/pricing/')({
  validateSearch: z.object({ type: optionalParam(z.enum(PRICING_TYPES)) }),
  loader: () =>
    getPricing().then(
      (answer) => answer.prdList,
      () => null,
    ),
  component: function Pricing() {
    const { type } = Route.useSearch()
    return <PricingPage key={type ?? 'personal'} prdList={Route.useLoaderData()} type={type} />
  },
})
