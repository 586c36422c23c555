import { createFileRoute } from '@tanstack/react-router'
import { isCompanyAdmin } from '../../../contract/index.ts'
import { currentUser } from '../../../services/account/session.ts'
import { getPricing } from '../../../services/commerce/pricing.ts'
import { CheckoutPage, type CheckoutSetup } from '../../../views/commerce/CheckoutPage.tsx'
import { productOf, seatRangeOf, seatsOf } from '../../../views/commerce/pricingPlans.ts'
import { guardAccess } from '../../-access.ts'
import { checkoutSearch } from '../pricing/-pricingSearch.ts'

/**
 * /store/checkout (spec 2 §2): for a signed-in member (spec 1 §4 order access) coming from a
 * pricing route, whose `route`, `c`, `cpcode` and `s` it carries. The product is the route's row
 * of the server's price list; the member's id, country and saved billing address come from the
 * session. A company admin (memberType 3 without a comId) buying an enterprise product goes
 * through steps 1-4 first (spec 2 §2, §6). Without a route (or a price list) the page asks for a
 * plan first.
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
      ...seatRangeOf(route),
      company: route.startsWith('ent/') && isCompanyAdmin(user.memberType, user.comId),
      trial: deps.s === 't',
      couponCode: deps.cpcode ?? '',
      userId: user.id,
      // The first price is in the currency of the saved billing country; without one the server
      // takes the visitor's country from the trusted header, as the pricing page does (CN: CNY).
      country: user.bCountry,
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
