import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'
import { LANGUAGES, PayMethod, SaleType } from '../core/codes.ts'
import { Money, TaxAddress } from './tax.ts'

/**
 * Orders (spec 2 §3 order payload, §4 ordering, §7 SetOrder / SetOrder4Stripe /
 * GetIntentBeforeSetOrder / GetCalcPrice / GetOrder). The server decides every price: the client's
 * `price` is what it showed the buyer, and an order whose price is not the server's is refused.
 */

const seq = z.number().check(z.int(), z.gte(0), z.lte(1_000_000_000))
const saleType = z.number().check(z.int(), z.gte(-1), z.lte(365))
/** Seats and periods of one order: at most 1000 seats, 10 periods. */
export const ORDER_LIMITS = { seatsMax: 1000, periodsMax: 10 } as const
const seats = z.number().check(z.int(), z.gte(0), z.lte(ORDER_LIMITS.seatsMax))
const periods = z.number().check(z.int(), z.gte(0), z.lte(ORDER_LIMITS.periodsMax))
const userId = z.string().check(z.maxLength(20))
export const COUPON_CODE_MAX = 40
const couponCodeOrBlank = z.string().check(z.maxLength(COUPON_CODE_MAX))

/** What a price depends on (spec 2 §3 calc-price request). */
const priceKeys = {
  targetUserId: userId,
  myLicenseSeq: seq,
  cntAdd: seats,
  cntExtend: periods,
  cntUpgrade: seats,
  cntTrade: seats,
  prdOptSeq: seq,
  saleType,
  isPersonalTrial: z.boolean(),
}

/** POST GetCalcPrice: the price of one order line in the currency of `country` (CN: CNY, else USD). */
export const GetCalcPriceRequest = z.strictObject({
  ...priceKeys,
  userId,
  country: z.string().check(z.maxLength(2)),
  couponCode: z.optional(couponCodeOrBlank),
})
export type GetCalcPriceRequest = z.input<typeof GetCalcPriceRequest>

export const PriceInfo = z.object({
  prdOptSeq: z.number(),
  /** The list price of all units before any discount. */
  salePrice: Money,
  discountPrice: Money,
  /** What is paid before tax: salePrice less the discount. */
  payPrice: Money,
  currency: z.string(),
  quantity: z.number(),
})
export type PriceInfo = z.infer<typeof PriceInfo>
export const GetCalcPriceResponse = withResult({ info: z.array(PriceInfo) })
export type GetCalcPriceResponse = z.infer<typeof GetCalcPriceResponse>

/** The payment methods the store takes online (spec 2 §3 code table). */
export const ORDER_PAY_METHODS = [
  PayMethod.PAYPAL,
  PayMethod.STRIPE,
  PayMethod.ALIPAY,
  PayMethod.COUPON,
] as const
export type OrderPayMethod = (typeof ORDER_PAY_METHODS)[number]

/**
 * The idempotency key of one checkout: the client makes it once per order it means to place and
 * sends it with every try, so a double click, a retry or 20 parallel submissions make one order.
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/
export const IdempotencyKey = z
  .string()
  .check(z.maxLength(64), z.regex(IDEMPOTENCY_KEY, 'must be 8 to 64 letters, digits, - or _'))

/** POST SetOrder, SetOrder4Stripe, GetIntentBeforeSetOrder (spec 2 §3 order payload). */
export const OrderRequest = z.strictObject({
  /** Terms and refund policy agreed (spec 2 §4: ordering needs both). */
  chkAgreement: z.boolean(),
  payMethod: z.number().check(z.int(), z.gte(0), z.lte(99)),
  /** PayPal: the nonce of GetPaypalToken; Stripe: the client secret of GetIntentBeforeSetOrder. */
  token: z.string().check(z.maxLength(500)),
  /** The total the buyer saw (price after discount plus tax), 2 decimals. */
  price: Money,
  couponCode: couponCodeOrBlank,
  ...TaxAddress,
  ...priceKeys,
  locale: z.enum(LANGUAGES),
  upgradeCode: z.string().check(z.maxLength(40)),
  /** The trial order's user id (spec 2 §3); the buyer is always the session's member. */
  userId: z.optional(userId),
  idempotencyKey: IdempotencyKey,
})
export type OrderRequest = z.input<typeof OrderRequest>

/**
 * errCodes of the order calls. The spec's catalogue (§8) has no code of its own for a price the
 * server does not agree with: -3 (service policy error) is answered, shown in the warning pop-up.
 */
export const OrderCode = {
  ok: 0,
  /** The client's price (or tax) is not the server's: the page must ask GetCalcPrice again. */
  priceChanged: -3,
  /** No such product, or not for this sale type (pricing entry missing). */
  productUnknown: -15,
  /** The target user is not the buyer nor an end user of the buyer's company (licence check failure). */
  targetNotAllowed: -905,
  /**
   * Terms or refund not agreed, address missing, a payment method this call does not take, or an
   * order CheckOut does not take (not one seat of one month) or the other calls leave to it.
   */
  stepBlocked: -10704,
  /** The idempotency key was already used for a different order. */
  keyReused: -409,
} as const

export const OrderResponse = withResult({ orderNo: z.string(), url: z.string() })
export type OrderResponse = z.infer<typeof OrderResponse>

/**
 * Spec 2 §4 Ordering: "A month period with one unit goes to direct checkout" (POST CheckOut): one
 * seat of a monthly subscription for one month is paid on the provider's own checkout page. The
 * page and the server decide it with this one rule.
 */
export const isDirectCheckout = (order: {
  saleType: number
  cntAdd: number
  cntExtend: number
}): boolean =>
  order.saleType === SaleType.MONTHLY_SUBSCRIPTION && order.cntAdd === 1 && order.cntExtend <= 1

export const IntentResponse = withResult({ clientSecretkey: z.string(), orderNo: z.string() })
export type IntentResponse = z.infer<typeof IntentResponse>

export const ORDER_STATUSES = ['pending', 'paid', 'failed'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** GET GetOrder?orderNo: one of the member's orders (spec 2 §3 order row). */
export const GetOrderRequest = z.strictObject({
  orderNo: z.string().check(z.regex(/^[A-Z0-9_-]{6,40}$/, 'must be an order number')),
})
export const OrderView = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  payMethod: z.number(),
  currency: z.string(),
  salePrice: Money,
  discountPrice: Money,
  payPrice: Money,
  tax: Money,
  total: Money,
  reverseCharge: z.boolean(),
  couponCode: z.string(),
  prdOptSeq: z.number(),
  targetUserId: z.string(),
  invoiceNo: z.string(),
  licenseSeq: z.number(),
})
export type OrderView = z.infer<typeof OrderView>
export const GetOrderResponse = withResult({ order: z.nullable(OrderView) })
export type GetOrderResponse = z.infer<typeof GetOrderResponse>
