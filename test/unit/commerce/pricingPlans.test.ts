import { describe, expect, it } from 'vitest'
import { PRICING_ROUTE_KEYS, PRICING_ROUTES } from '../../../src/contract/index.ts'
import {
  formatPrice,
  plansOf,
  priceIn,
  pricingRouteOf,
  productOf,
  promotionPrices,
  renewalPrices,
  seatsOf,
  tabOf,
} from '../../../src/views/commerce/pricingPlans.ts'
import { priceList } from '../../fixtures/priceList.ts'

describe('the pricing overview (spec 2 §2, §3 pricing card)', () => {
  it('shows the personal plans with their monthly and yearly prices and order pages', () => {
    const plans = plansOf(priceList('USD'), 'personal')
    expect(plans.map((p) => p.id)).toEqual(['individual', 'student'])
    expect(plans[0]?.prices).toEqual([
      { period: 'month', price: '$50', orderTo: '/pricing/per/individual/month' },
      // The option product of the same group comes after the plan: the plan's price is shown.
      { period: 'year', price: '$360', orderTo: '/pricing/per/individual/year' },
    ])
    expect(plans[1]?.prices).toEqual([
      { period: 'year', price: '$50', orderTo: '/pricing/per/student/year' },
    ])
  })

  it('shows the enterprise plans, the network and Linux ones as offline licences', () => {
    const plans = plansOf(priceList('USD'), 'enterprise')
    expect(plans.map((p) => [p.id, p.networkType, p.prices.map((x) => x.price)])).toEqual([
      ['standard', 'ONLINE', ['$199', '$1,900']],
      ['network', 'OFFLINE', ['$2,000']],
      ['linux', 'OFFLINE', ['$2,200']],
      ['academic', 'ONLINE', ['$500']],
    ])
  })

  it('prices in the currency the server chose: ¥ for CNY, with thousands separators', () => {
    const [standard] = plansOf(priceList('CNY'), 'enterprise')
    expect(standard?.prices.map((p) => p.price)).toEqual(['¥1,393', '¥13,300'])
    expect(formatPrice(14000, 'CNY')).toBe('¥14,000')
    expect(formatPrice(19.5, 'USD')).toBe('$19.5')
  })

  it('leaves out a plan the price list does not carry, and shows nothing for an empty list', () => {
    const withoutLinux = priceList('USD').filter((row) => row.productGroup !== 9)
    expect(plansOf(withoutLinux, 'enterprise').map((p) => p.id)).toEqual([
      'standard',
      'network',
      'academic',
    ])
    expect(plansOf([], 'personal')).toEqual([])
  })

  it('opens the tab of the query type: students are personal, academic is enterprise', () => {
    expect(tabOf(undefined)).toBe('personal')
    expect(tabOf('personal')).toBe('personal')
    expect(tabOf('student')).toBe('personal')
    expect(tabOf('academic')).toBe('enterprise')
    expect(tabOf('enterprise')).toBe('enterprise')
  })
})

describe('the pricing routes and their products (spec 2 §1, §2, §5)', () => {
  it('names the 10 routes of spec 2 §2 as the contract lists them', () => {
    expect(PRICING_ROUTES.map((r) => r.join('/'))).toEqual([...PRICING_ROUTE_KEYS])
  })

  it('knows exactly the 10 routes of spec 2 §2', () => {
    const known = PRICING_ROUTES.map(([u, l, p]) => pricingRouteOf(u, l, p))
    expect(known.filter((r) => r !== null)).toHaveLength(10)
    expect(pricingRouteOf('ent', 'linux', 'month')).toBeNull()
    expect(pricingRouteOf('per', 'network', 'year')).toBeNull()
    expect(pricingRouteOf('ent', 'standard', 'year')).toBeNull()
    expect(pricingRouteOf('per', 'individual', 'year')).toBe('per/individual/year')
  })

  it('finds the route product: the personal option is not the yearly plan', () => {
    const list = priceList('USD')
    expect(productOf(list, 'per/individual/year')?.salePrice).toBe(360)
    expect(productOf(list, 'per/option/year')?.salePrice).toBe(120)
    expect(productOf([], 'per/option/year')).toBeNull()
  })

  it('seats: network and academic take c above 1, academic at least 10, others one', () => {
    expect(seatsOf('ent/network/year', undefined)).toBe(1)
    expect(seatsOf('ent/network/year', 1)).toBe(1)
    expect(seatsOf('ent/network/year', 5)).toBe(5)
    expect(seatsOf('ent/academic/year', undefined)).toBe(10)
    expect(seatsOf('ent/academic/year', 4)).toBe(10)
    expect(seatsOf('ent/academic/year', 11)).toBe(11)
    expect(seatsOf('per/individual/year', 5)).toBe(1)
    expect(seatsOf('ent/standad/year', 5)).toBe(1)
  })

  it('the renewal notice reads $1,900 and $2,000 from the list, ¥ in CNY; the promotion 196 beside 280', () => {
    expect(renewalPrices(priceList('USD'))).toEqual({ standalone: '$1,900', network: '$2,000' })
    expect(renewalPrices(priceList('CNY'))).toEqual({ standalone: '¥13,300', network: '¥14,000' })
    expect(renewalPrices([])).toBeNull()
    expect(promotionPrices(priceList('USD'))).toEqual({ multiYear: '$196', event: '$280' })
    expect(promotionPrices(priceList('CNY'))).toEqual({ multiYear: '¥1,411', event: '¥2,016' })
  })

  it('the toggle shows a card in the chosen period, a yearly-only card always yearly', () => {
    const [individual, student] = plansOf(priceList('USD'), 'personal')
    if (!individual || !student) throw new Error('personal plans missing')
    expect(priceIn(individual, 'month')?.price).toBe('$50')
    expect(priceIn(individual, 'year')?.price).toBe('$360')
    expect(priceIn(student, 'month')?.period).toBe('year')
    expect([individual.order, student.order]).toEqual([1, 2])
    expect(plansOf(priceList('USD'), 'enterprise').find((p) => p.id === 'academic')?.seats).toBe(10)
  })
})
