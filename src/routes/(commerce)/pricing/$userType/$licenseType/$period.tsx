import { createFileRoute, notFound } from '@tanstack/react-router'
import { getPricing } from '../../../../../services/commerce/pricing.ts'
import { productOf, pricingRouteOf } from '../../../../../views/commerce/pricingPlans.ts'
import { PricingProductPage } from '../../../../../views/commerce/PricingProductPage.tsx'
import { guardAccess } from '../../../../-access.ts'
import { pricingProductSearch } from '../../-pricingSearch.ts'

/**
 * /pricing/{userType}/{licenseType}/{period}: exactly the 10 combinations of spec 2 §2, any other
 * is PAGE NOT FOUND (the server answers 404). The access rules of spec 1 §4 apply to the 10 before
 * they render; the product and its price come from the server's price list.
 */
export const Route = createFileRoute('/(commerce)/pricing/$userType/$licenseType/$period')({
  validateSearch: pricingProductSearch,
  beforeLoad: async (ctx) => {
    const route = pricingRouteOf(ctx.params.userType, ctx.params.licenseType, ctx.params.period)
    if (route === null) throw notFound()
    await guardAccess('order')(ctx)
    return { route }
  },
  loader: ({ context }) =>
    getPricing().then(
      (answer) => productOf(answer.prdList, context.route),
      () => null,
    ),
  component: function PricingProduct() {
    const { route } = Route.useRouteContext()
    return (
      <PricingProductPage
        route={route}
        product={Route.useLoaderData()}
        search={Route.useSearch()}
      />
    )
  },
})
