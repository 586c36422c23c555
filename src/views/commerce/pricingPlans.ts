import {
  LicenseKind,
  LicenseType,
  ProductGroup,
  SaleType,
  currencySymbol,
  type PrdListItem,
} from '../../contract/index.ts'

import type { PricingTab } from './pricingTypes.ts'

export {
  PRICING_TABS,
  PRICING_TYPES,
  tabOf,
  type PricingTab,
  type PricingType,
} from './pricingTypes.ts'

export type Period = 'month' | 'year'

/** One pricing card (spec 2 §3 "Pricing card"): which price-list rows it shows and where it orders. */
interface PlanCard {
  id: 'individual' | 'student' | 'standard' | 'network' | 'linux' | 'academic'
  tab: PricingTab
  productGroup: number
  license: number
  /** `/pricing/{userType}/{licenseType}/` of spec 2 §2, completed by the period. */
  orderPath: string
  periods: readonly Period[]
  networkType: 'ONLINE' | 'OFFLINE'
  /** Whether the card carries a chip (the plan texts of spec 2 §1). */
  chip: boolean
}

const CARDS: readonly PlanCard[] = [
  {
    id: 'individual',
    tab: 'personal',
    productGroup: ProductGroup.PERSONAL,
    license: LicenseType.PERSONAL_TYPE,
    orderPath: '/pricing/per/individual/',
    periods: ['month', 'year'],
    networkType: 'ONLINE',
    chip: true,
  },
  {
    id: 'student',
    tab: 'personal',
    productGroup: ProductGroup.PERSONAL,
    license: LicenseKind.STUDENT,
    orderPath: '/pricing/per/student/',
    periods: ['year'],
    networkType: 'ONLINE',
    chip: true,
  },
  {
    id: 'standard',
    tab: 'enterprise',
    productGroup: ProductGroup.ENT_STANDARD,
    license: LicenseType.ENT_STANDARD,
    orderPath: '/pricing/ent/standad/',
    periods: ['month', 'year'],
    networkType: 'ONLINE',
    chip: true,
  },
  {
    id: 'network',
    tab: 'enterprise',
    productGroup: ProductGroup.NETWORK,
    license: LicenseType.ENT_NETWORK,
    orderPath: '/pricing/ent/network/',
    periods: ['year'],
    networkType: 'OFFLINE',
    chip: false,
  },
  {
    id: 'linux',
    tab: 'enterprise',
    productGroup: ProductGroup.LINUX,
    license: LicenseType.LINUX,
    orderPath: '/pricing/ent/linux/',
    periods: ['year'],
    networkType: 'OFFLINE',
    chip: false,
  },
  {
    id: 'academic',
    tab: 'enterprise',
    productGroup: ProductGroup.ACADEMIC,
    license: LicenseType.ENT_ACADEMIC,
    orderPath: '/pricing/ent/academic/',
    periods: ['year'],
    networkType: 'ONLINE',
    chip: true,
  },
]

const SALE_TYPE: Record<Period, number> = {
  month: SaleType.MONTHLY_SUBSCRIPTION,
  year: SaleType.ONE_YEAR,
}

export interface PlanPrice {
  period: Period
  /** "$360" or "¥2,520": the currency the server chose from the visitor's country (spec 1 §9). */
  price: string
  orderTo: string
}

export interface Plan {
  id: PlanCard['id']
  networkType: PlanCard['networkType']
  chip: boolean
  prices: PlanPrice[]
}

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** "$360", "¥14,000": the currency's symbol and the amount with thousands separators. */
export const formatPrice = (salePrice: number, currency: string): string =>
  `${currencySymbol(currency)}${amount.format(salePrice)}`

/**
 * The cards of one tab from the price list: each card shows, per period, the first row of its
 * product group, licence and sale type in the list's order (an option product of the same group
 * comes after its plan); a card with no price in the list is left out.
 */
export function plansOf(prdList: readonly PrdListItem[], tab: PricingTab): Plan[] {
  const plans: Plan[] = []
  for (const card of CARDS) {
    if (card.tab !== tab) continue
    const prices: PlanPrice[] = []
    for (const period of card.periods) {
      const row = prdList.find(
        (item) =>
          item.productGroup === card.productGroup &&
          item.license === card.license &&
          item.saleType === SALE_TYPE[period],
      )
      if (row)
        prices.push({
          period,
          price: formatPrice(row.salePrice, row.currency),
          orderTo: card.orderPath + period,
        })
    }
    if (prices.length > 0)
      plans.push({ id: card.id, networkType: card.networkType, chip: card.chip, prices })
  }
  return plans
}
