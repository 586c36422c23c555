import { createFileRoute, notFound } from '@tanstack/react-router'
import { getPricing } from '../../../../../services/commerce/pricing.ts'
import { productOf } from '../../../../../views/commerce/pricingPlans.ts'
import { PricingProductPage } from '../../../../../views/commerce/PricingProductPage.tsx'
import { guardAccess } from '../../../../-access.ts'
import { ENTERPRISE365_ID, pricingProductSearch } from '../../-pricingSearch.ts'

/**
 * /pricing/enterprise365/{id}/e365 (spec 2 §2): an enterprise yearly offer by its reference, the
 * enterprise standard yearly product; any other value, or a malformed reference, is PAGE NOT FOUND.
 */
export const Route = createFileRoute('/(commerce)/pricing/enterprise365/$id/$value')({
  validateSearch: pricingProductSearch,
  beforeLoad: async (ctx) => {
    if (ctx.params.value !== 'e365' || !ENTERPRISE365_ID.safeParse(ctx.params.id).success)
      throw notFound()
    await guardAccess('order')(ctx)
  },
  loader: () =>
    getPricing().then(
      (answer) => productOf(answer.prdList, 'ent/standad/year'),
      () => null,
    ),
  component: function Enterprise365() {
    return (
      <PricingProductPage
        route="ent/standad/year"
        product={Route.useLoaderData()}
        search={Route.useSearch()}
        reference={Route.useParams().id}
      />
    )
  },
})
