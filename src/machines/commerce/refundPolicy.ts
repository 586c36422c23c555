import type { PricingRouteKey, PurchaseKind } from '../../contract/index.ts'

/**
 * The refund policy texts (spec 2 §3 "Refund policy texts keyed by: month, standard month, student,
 * year, option, store (monthly personal, monthly company, student one year, personal one year,
 * option change, store)").
 */
export const REFUND_POLICIES = [
  'month',
  'standardMonth',
  'student',
  'year',
  'option',
  'store',
] as const
export type RefundPolicy = (typeof REFUND_POLICIES)[number]

/**
 * The policy of an order: a trade or upgrade of a licence, or an option route, changes an option;
 * the company's yearly licences are bought from the store's policy.
 */
export function refundPolicyOf(route: PricingRouteKey, kind: PurchaseKind): RefundPolicy {
  if (kind !== 'new' || route.includes('/option/')) return 'option'
  if (route === 'per/individual/month') return 'month'
  if (route === 'ent/standad/month') return 'standardMonth'
  if (route === 'per/student/year') return 'student'
  if (route.startsWith('per/')) return 'year'
  return 'store'
}
