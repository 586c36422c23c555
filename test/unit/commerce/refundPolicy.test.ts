import { describe, expect, it } from 'vitest'
import { PRICING_ROUTE_KEYS } from '../../../src/contract/index.ts'
import { refundPolicyOf } from '../../../src/machines/commerce/refundPolicy.ts'

/** Spec 2 §3: refund policy texts keyed by month, standard month, student, year, option, store. */
describe('the refund policy of an order', () => {
  it.each([
    ['per/individual/month', 'month'],
    ['ent/standad/month', 'standardMonth'],
    ['per/student/year', 'student'],
    ['per/individual/year', 'year'],
    ['per/option/year', 'option'],
    ['ent/option/year', 'option'],
    ['ent/standad/year', 'store'],
    ['ent/network/year', 'store'],
    ['ent/linux/year', 'store'],
    ['ent/academic/year', 'store'],
  ] as const)('a new order of %s takes the %s policy', (route, policy) => {
    expect(refundPolicyOf(route, 'new')).toBe(policy)
  })

  it('a trade or an upgrade changes an option, whatever the route', () => {
    for (const route of PRICING_ROUTE_KEYS) {
      expect(refundPolicyOf(route, 'trade')).toBe('option')
      expect(refundPolicyOf(route, 'upgrade')).toBe('option')
    }
  })
})
