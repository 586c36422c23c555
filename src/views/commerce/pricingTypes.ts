/** The two tabs of the overview (spec 2 §2 `/pricing?type=`): students are personal, academic is enterprise. */
export const PRICING_TABS = ['personal', 'enterprise'] as const
export type PricingTab = (typeof PRICING_TABS)[number]
export const PRICING_TYPES = ['personal', 'student', 'academic', 'enterprise'] as const
export type PricingType = (typeof PRICING_TYPES)[number]
export const tabOf = (type: PricingType | undefined): PricingTab =>
  type === 'enterprise' || type === 'academic' ? 'enterprise' : 'personal'
