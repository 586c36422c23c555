import type { PricingType } from '../../machines/commerce/pricingPage.ts'

export { PRICING_TYPES, type PricingType } from '../../machines/commerce/pricingPage.ts'

/** The two tabs of the overview (spec 2 §2 `/pricing?type=`): students are personal, academic is enterprise. */
export const PRICING_TABS = ['personal', 'enterprise'] as const
export type PricingTab = (typeof PRICING_TABS)[number]
export const tabOf = (type: PricingType | undefined): PricingTab =>
  type === 'enterprise' || type === 'academic' ? 'enterprise' : 'personal'
