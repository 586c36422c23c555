import {
  Currency,
  LicenseKind,
  LicenseType,
  ProductGroup,
  SaleType,
  currencySymbol,
  PRICING_ROUTE_KEYS,
  type PrdListItem,
  type PricingRouteKey,
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
  /** The default seat count (spec 2 §5: academic at least 10). */
  seats: number
  /** Keys of `pricing.requirements` the card lists. */
  requirements: readonly Requirement[]
}

export type Requirement = 'os' | 'online' | 'offline' | 'linux' | 'student' | 'school' | 'company'

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
    seats: 1,
    requirements: ['os', 'online'],
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
    seats: 1,
    requirements: ['os', 'online', 'student'],
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
    seats: 1,
    requirements: ['os', 'online', 'company'],
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
    seats: 1,
    requirements: ['os', 'offline', 'company'],
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
    seats: 1,
    requirements: ['linux', 'offline', 'company'],
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
    seats: 10,
    requirements: ['os', 'online', 'school'],
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

/** A card as the page shows it; `order` is its place on the page (spec 2 §3 "order"). */
export interface Plan {
  id: PlanCard['id']
  group: PricingTab
  order: number
  networkType: PlanCard['networkType']
  chip: boolean
  seats: number
  requirements: readonly Requirement[]
  prices: PlanPrice[]
}

/** The price a card shows for the toggled period: its own price of that period, else its only one. */
export const priceIn = (plan: Plan, period: Period): PlanPrice | undefined =>
  plan.prices.find((p) => p.period === period) ?? plan.prices[0]

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
      plans.push({
        id: card.id,
        group: card.tab,
        order: plans.length + 1,
        networkType: card.networkType,
        chip: card.chip,
        seats: card.seats,
        requirements: card.requirements,
        prices,
      })
  }
  return plans
}

/** Standalone and network yearly renewal prices of the renewal notice (spec 2 §1), from the price list. */
export function renewalPrices(
  prdList: readonly PrdListItem[],
): { standalone: string; network: string } | null {
  const standalone = prdList.find((item) => item.route === 'ent/standad/year')
  const network = prdList.find((item) => item.route === 'ent/network/year')
  return standalone && network
    ? {
        standalone: formatPrice(standalone.salePrice, standalone.currency),
        network: formatPrice(network.salePrice, network.currency),
      }
    : null
}

/**
 * The 2021 promotion's prices (spec 2 §1): the multi-year personal price beside the event price,
 * in the price list's currency. A spec constant: the promotion is not in the price list.
 */
const PROMOTION: Record<string, { multiYear: number; event: number }> = {
  [Currency.USD]: { multiYear: 196, event: 280 },
  [Currency.CNY]: { multiYear: 1411, event: 2016 },
}
export function promotionPrices(
  prdList: readonly PrdListItem[],
): { multiYear: string; event: string } | null {
  const currency = prdList[0]?.currency
  const promotion = currency === undefined ? undefined : PROMOTION[currency]
  return currency !== undefined && promotion
    ? {
        multiYear: formatPrice(promotion.multiYear, currency),
        event: formatPrice(promotion.event, currency),
      }
    : null
}

/** The product of one pricing route of spec 2 §2 in the price list, or null. */
export const productOf = (
  prdList: readonly PrdListItem[],
  route: PricingRouteKey,
): PrdListItem | null => prdList.find((item) => item.route === route) ?? null

/** The largest seat count a pricing address may ask for (`c`); more is a quote, not a web order. */
export const MAX_SEATS = 999
/** Academic seats start at 10 (spec 2 §5, §9). */
export const ACADEMIC_MIN_SEATS = 10

/**
 * The seat count of a pricing route (spec 2 §5): network and academic take `c` when it is above 1,
 * academic never below 10; every other product is one seat.
 */
export function seatsOf(route: PricingRouteKey, c: number | undefined): number {
  const asked = c !== undefined && c > 1 ? c : 1
  if (route === 'ent/network/year') return asked
  if (route === 'ent/academic/year') return Math.max(ACADEMIC_MIN_SEATS, asked)
  return 1
}

/** The fewest and most seats one order of a route's product may have (step 3 of a company's order). */
export function seatRangeOf(route: PricingRouteKey): { minSeats: number; maxSeats: number } {
  if (route === 'ent/network/year') return { minSeats: 1, maxSeats: MAX_SEATS }
  if (route === 'ent/academic/year') return { minSeats: ACADEMIC_MIN_SEATS, maxSeats: MAX_SEATS }
  return { minSeats: 1, maxSeats: 1 }
}

/** Whether three path segments name one of the 10 pricing routes of spec 2 §2. */
export const pricingRouteOf = (
  userType: string,
  licenseType: string,
  period: string,
): PricingRouteKey | null => {
  const key = `${userType}/${licenseType}/${period}`
  return (PRICING_ROUTE_KEYS as readonly string[]).includes(key) ? (key as PricingRouteKey) : null
}
