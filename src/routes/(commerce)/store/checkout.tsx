import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '../../../services/account/session.ts'
import { getPricing } from '../../../services/commerce/pricing.ts'
import { CheckoutPage, type CheckoutSetup } from '../../../views/commerce/CheckoutPage.tsx'
import { productOf, seatsOf } from '../../../views/commerce/pricingPlans.ts'
import { guardAccess } from '../../-access.ts'
import { checkoutSearch } from '../pricing/-pricingSearch.ts'

/**
 * /store/checkout (spec 2 §2 steps 5-8): for a signed-in member (spec 1 §4 order access) coming
 * from a pricing route, whose `route`, `c`, `cpcode` and `s` it carries. The product is the
 * route's row of the server's price list; the member's id, country and saved billing address come
 * from the session. Without a route (or a price list) the page asks for a plan first.
 */
export const Route = createFileRoute('/(commerce)/store/checkout')({
  validateSearch: checkoutSearch,
  beforeLoad: guardAccess('order'),
  loaderDeps: ({ search }) => ({
    route: search.route,
    c: search.c,
    cpcode: search.cpcode,
    s: search.s,
  }),
  loader: async ({ deps }): Promise<CheckoutSetup | null> => {
    if (deps.route === undefined) return null
    const route = deps.route
    const [product, user] = await Promise.all([
      getPricing().then(
        (answer) => productOf(answer.prdList, route),
        () => null,
      ),
      currentUser(),
    ])
    if (product === null || user === null) return null
    return {
      route,
      product: { prdOptSeq: product.prdOptSeq, saleType: product.saleType },
      seats: seatsOf(route, deps.c),
      trial: deps.s === 't',
      couponCode: deps.cpcode ?? '',
      userId: user.id,
      country: user.country,
      address: {
        country: user.bCountry,
        address1: user.bAddress1,
        address2: user.bAddress2,
        city: user.bCity,
        state: user.bState,
        zipcode: user.bZipcode,
        vatNum: '',
      },
    }
  },
  component: function Checkout() {
    return <CheckoutPage setup={Route.useLoaderData()} />
  },
})
