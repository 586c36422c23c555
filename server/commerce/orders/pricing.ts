import { OrderCode, fromMinor, type PriceInfo, type TaxInfo } from '../../../src/contract/index.ts'
import type { Db } from '../../core/index.ts'
import { currencyOf } from '../rules.ts'
import type { CouponRow } from '../tables.ts'
import { checkCoupon, couponByCode } from './coupons.ts'
import { productPrice, targetOf } from './orderBook.ts'
import { quote, type Quote } from './quote.ts'
import { normaliseVatNum, taxRuleOf } from './taxRates.ts'

/** One order line as the price calls and the order calls describe it. */
export interface Line {
  buyerId: string
  targetUserId: string
  prdOptSeq: number
  saleType: number
  cntAdd: number
  cntExtend: number
  cntUpgrade: number
  cntTrade: number
  /** The billing country (decides the currency: CNY in China, else USD) */
  country: string
  state: string
  vatNum: string
  couponCode: string
}

export type Priced =
  | { ok: true; quote: Quote; coupon: CouponRow | null; targetUserId: string }
  | { ok: false; errCode: number; errMsg: string }

/**
 * The server's price of a line (the only one that counts): the product's price from the database
 * in the billing country's currency, the coupon's discount, the tax of the address.
 */
export async function priceLine(db: Db, line: Line, now: Date): Promise<Priced> {
  const target = await targetOf(db, line.buyerId, line.targetUserId)
  if (target === null)
    return {
      ok: false,
      errCode: OrderCode.targetNotAllowed,
      errMsg: 'the licence is for yourself or an end user of your company',
    }
  const country = line.country.trim().toUpperCase()
  const currency = currencyOf(country)
  const product = await productPrice(db, line.prdOptSeq, line.saleType, currency)
  if (!product)
    return {
      ok: false,
      errCode: OrderCode.productUnknown,
      errMsg: 'no such product for this sale type',
    }
  let coupon: CouponRow | null = null
  if (line.couponCode.trim() !== '') {
    const check = checkCoupon(
      await couponByCode(db, line.couponCode),
      { prdOptSeq: line.prdOptSeq, saleType: line.saleType, currency },
      now,
    )
    if (!check.ok) return { ok: false, errCode: check.code, errMsg: check.reason }
    coupon = check.coupon
  }
  const tax = taxRuleOf(country, line.state, line.vatNum)
  return { ok: true, quote: quote(product, line, coupon, tax), coupon, targetUserId: target }
}

export const vatNumOf = (vatNum: string): string => normaliseVatNum(vatNum)

export function priceInfoOf(prdOptSeq: number, q: Quote): PriceInfo {
  return {
    prdOptSeq,
    salePrice: fromMinor(q.salePrice),
    discountPrice: fromMinor(q.discountPrice),
    payPrice: fromMinor(q.payPrice),
    currency: q.currency,
    quantity: q.quantity,
  }
}

export function taxInfoOf(q: Quote): TaxInfo {
  return {
    price: fromMinor(q.payPrice),
    tax: fromMinor(q.tax),
    total: fromMinor(q.total),
    taxRate: q.rateMp / 1000,
    currency: q.currency,
    reverseCharge: q.reverseCharge,
    taxLabel: q.taxLabel,
  }
}
