import { describe, expect, it } from 'vitest'
import { checkoutSearch } from '../../../src/routes/(commerce)/pricing/-pricingSearch.ts'
import { formatMoney } from '../../../src/views/commerce/CheckoutPage.tsx'
import { checkoutPathOf } from '../../../src/views/commerce/PricingProductPage.tsx'

/** What travels from a pricing route to /store/checkout (spec 2 §2), and how checkout shows money. */
describe('the checkout link of a pricing route', () => {
  it('carries the route, its seats, its coupon and the trial mark, and checkout reads them back', () => {
    const path = checkoutPathOf('ent/network/year', { c: 3, cpcode: 'SPRING-10', s: 't' })
    expect(path).toBe('/store/checkout?route=ent%2Fnetwork%2Fyear&c=3&cpcode=SPRING-10&s=t')
    const query = Object.fromEntries(new URLSearchParams(path.split('?')[1]))
    expect(checkoutSearch.parse({ ...query, c: 3 })).toEqual({
      route: 'ent/network/year',
      c: 3,
      cpcode: 'SPRING-10',
      s: 't',
    })
  })

  it('drops what is not one of the 10 routes or is malformed, never an error page', () => {
    expect(checkoutPathOf('per/individual/year', {})).toBe(
      '/store/checkout?route=per%2Findividual%2Fyear',
    )
    expect(
      checkoutSearch.parse({ route: 'ent/linux/month', c: 'abc', cpcode: '<b>', s: 'x', sw: '1' }),
    ).toEqual({ sw: '1' })
  })
})

describe('money on the checkout page', () => {
  it("shows the server's currency with $ or ¥ and two decimals", () => {
    expect(formatMoney(386.1, 'USD')).toBe('$386.10')
    expect(formatMoney(2592, 'CNY')).toBe('¥2,592.00')
  })
})
