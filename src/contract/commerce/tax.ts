import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'
import { BILL_TEXT_MAX } from '../account/billing.ts'

/**
 * Money (spec 2 §5 "price sent with 2 decimals"): integer minor units inside (cents, fen), a
 * number with at most 2 decimals on the wire. One definition for both sides.
 */
export const MONEY_MAX = 100_000_000
export const toMinor = (amount: number): number => Math.round(amount * 100)
export const fromMinor = (minor: number): number => minor / 100
const hasTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6
export const Money = z
  .number()
  .check(
    z.gte(0),
    z.lte(MONEY_MAX),
    z.refine(hasTwoDecimals, { message: 'must have at most 2 decimals' }),
  )

const text = z.string().check(z.maxLength(BILL_TEXT_MAX))
/** A VAT number: blank, or 4 to 20 letters and digits (spaces and dots are removed before the check). */
export const VAT_MAX = 20
const vatText = z.string().check(z.maxLength(30))
const seq = z.number().check(z.int(), z.gte(0), z.lte(1_000_000_000))
const saleType = z.number().check(z.int(), z.gte(-1), z.lte(365))
const count = z.number().check(z.int(), z.gte(0), z.lte(1000))
const userId = z.string().check(z.maxLength(20))

/** The billing address and VAT number that decide the tax (spec 2 §3 tax request). */
export const TaxAddress = {
  country: text,
  address1: text,
  address2: text,
  city: text,
  state: text,
  zipcode: text,
  vatNum: vatText,
}

/**
 * POST GetCalcTax (spec 2 §3): the tax of an order on the server's own price. `price` is the price
 * before tax the client shows; a price that is not the server's is refused (OrderCode.priceChanged).
 * The quantities and the coupon are optional (a single unit, no coupon, when absent).
 */
export const GetCalcTaxRequest = z.strictObject({
  price: Money,
  ...TaxAddress,
  userId,
  prdOptSeq: seq,
  saleType,
  cntAdd: z.optional(count),
  cntExtend: z.optional(count),
  couponCode: z.optional(z.string().check(z.maxLength(40))),
})
export type GetCalcTaxRequest = z.input<typeof GetCalcTaxRequest>

/** A tax line as the order and the invoice show it. */
export const TaxInfo = z.object({
  /** The price before tax, after the discount. */
  price: Money,
  tax: Money,
  total: Money,
  /** The rate in percent (e.g. 7.25). */
  taxRate: z.number(),
  currency: z.string(),
  /** EU business customer with a VAT number: no tax, the customer accounts for it (reverse charge). */
  reverseCharge: z.boolean(),
  /** What the line is called: VAT, GST, sales tax; empty when no tax applies. */
  taxLabel: z.string(),
})
export type TaxInfo = z.infer<typeof TaxInfo>

/** errCode 0 tax applies, 1 no tax applies (no rate, or reverse charge): both are success (spec 2 §4). */
export const TaxCode = { taxed: 0, untaxed: 1 } as const
export const isTaxSuccess = (errCode: number): boolean =>
  errCode === TaxCode.taxed || errCode === TaxCode.untaxed

export const GetCalcTaxResponse = withResult({ mData: z.nullable(TaxInfo), tax: Money })
export type GetCalcTaxResponse = z.infer<typeof GetCalcTaxResponse>
