import { FREE_COUPON_RATE, ProductGroup } from '../../../src/contract/index.ts'
import { taxOf, type TaxRule } from './taxRates.ts'

/** A product's price in one currency, in minor units (server/commerce/tables.ts prices). */
export interface ProductPrice {
  prdOptSeq: number
  saleType: number
  productGroup: number
  version: string
  currency: string
  unitPrice: number
}

export interface Quantities {
  cntAdd: number
  cntExtend: number
  cntUpgrade: number
  cntTrade: number
}

export interface CouponTerms {
  isDiscountRate: boolean
  /** percent when a rate, else minor units */
  discountValue: number
}

/** Every amount of an order line, in minor units: what the server charges. */
export interface Quote {
  currency: string
  quantity: number
  periods: number
  salePrice: number
  discountPrice: number
  payPrice: number
  tax: number
  total: number
  rateMp: number
  taxLabel: string
  reverseCharge: boolean
}

/** Academic: 50% off the copies above 10 (spec 2 §1, §9). */
export const ACADEMIC_FULL_PRICE_COPIES = 10

/** Seats of an order: those added, upgraded and traded, at least one. */
export const seatsOf = (q: Quantities): number => Math.max(1, q.cntAdd + q.cntUpgrade + q.cntTrade)

function listPrice(p: ProductPrice, seats: number, periods: number): number {
  const perSeat = p.unitPrice * periods
  if (p.productGroup !== ProductGroup.ACADEMIC || seats <= ACADEMIC_FULL_PRICE_COPIES)
    return perSeat * seats
  const half = seats - ACADEMIC_FULL_PRICE_COPIES
  return perSeat * ACADEMIC_FULL_PRICE_COPIES + Math.round((perSeat * half) / 2)
}

function discountOf(amount: number, coupon: CouponTerms | null): number {
  if (!coupon) return 0
  if (coupon.isDiscountRate)
    return Math.floor((amount * Math.min(coupon.discountValue, FREE_COUPON_RATE)) / 100)
  return Math.min(amount, coupon.discountValue)
}

/** The price of an order line: list price, less the coupon, plus the tax of the billing address. */
export function quote(
  product: ProductPrice,
  q: Quantities,
  coupon: CouponTerms | null,
  tax: TaxRule,
): Quote {
  const quantity = seatsOf(q)
  const periods = Math.max(1, q.cntExtend)
  const salePrice = listPrice(product, quantity, periods)
  const discountPrice = discountOf(salePrice, coupon)
  const payPrice = salePrice - discountPrice
  const taxAmount = taxOf(payPrice, tax.rateMp)
  return {
    currency: product.currency,
    quantity,
    periods,
    salePrice,
    discountPrice,
    payPrice,
    tax: taxAmount,
    total: payPrice + taxAmount,
    rateMp: tax.rateMp,
    taxLabel: tax.label,
    reverseCharge: tax.reverseCharge,
  }
}
