import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'
import { isBlank } from '../core/blank.ts'
import { COUPON_CODE_MAX, PriceInfo } from './order.ts'
import { TaxInfo } from './tax.ts'

/** Coupons (spec 2 §3 coupon, §4 coupon pop-up, §7 Coupon/List, RegCoupon, ApplyCoupon, §8). */

export const Coupon = z.object({
  seq: z.number(),
  couponCode: z.string(),
  couponDesc: z.string(),
  /** A rate in percent when isDiscountRate, else an amount in the coupon's currency. */
  discountValue: z.number(),
  isDiscountRate: z.boolean(),
  /** The periods a free coupon gives (cntExtend of the free order). */
  period: z.number(),
  productName: z.string(),
  startDt: z.string(),
  expiredDt: z.string(),
  currency: z.string(),
  /** 0: any product; else the one product it applies to. */
  prdOptSeq: z.number(),
  /** -2: any sale type. */
  saleType: z.number(),
  /** 1 when expired (derived). */
  deActiveDate: z.number(),
})
export type Coupon = z.infer<typeof Coupon>

/** A coupon of 100% (or more) is a free order (payMethod 8); under 100 it is a discount (spec 2 §9). */
export const FREE_COUPON_RATE = 100
export const isFreeCoupon = (c: Pick<Coupon, 'discountValue' | 'isDiscountRate'>): boolean =>
  c.isDiscountRate && c.discountValue >= FREE_COUPON_RATE

/** A coupon code: not blank (message key CANT_BE_BLANK, spec 2 §5). */
export const CouponCode = z.string().check(
  z.maxLength(COUPON_CODE_MAX),
  z.refine((v) => !isBlank(v), { message: 'CANT_BE_BLANK' }),
)

/** GET Coupon/List?prdOptSeq: the member's coupons in the order currency (0: every product). */
export const CouponListRequest = z.strictObject({
  prdOptSeq: z.pipe(
    z.string().check(z.regex(/^[0-9]{1,9}$/, 'must be a whole number')),
    z.transform(Number),
  ),
})
export const CouponListResponse = withResult({ totalCnt: z.number(), list: z.array(Coupon) })
export type CouponListResponse = z.infer<typeof CouponListResponse>

/** POST RegCoupon: adds a code to the member's coupons. */
export const RegCouponRequest = z.strictObject({
  couponCode: CouponCode,
  prdOptSeq: z.number().check(z.int(), z.gte(0), z.lte(1_000_000_000)),
  productName: z.string().check(z.maxLength(100)),
})
export type RegCouponRequest = z.input<typeof RegCouponRequest>

/** errCodes of RegCoupon and ApplyCoupon (spec 2 §8); any other code: the generic "not valid" message. */
export const CouponResult = {
  ok: 0,
  alreadyRegistered: 2000,
  expired: 2003,
  cannotAdd: 2004,
  limitReached: 2005,
  notValid: -1,
} as const
export const RegCouponResponse = withResult({ coupon: z.nullable(Coupon) })
export type RegCouponResponse = z.infer<typeof RegCouponResponse>

/** POST ApplyCoupon: the price and the tax again, with the coupon (spec 2 §4). */
export const ApplyCouponRequest = z.strictObject({
  couponCode: CouponCode,
  country: z.string().check(z.maxLength(2)),
  userId: z.string().check(z.maxLength(20)),
  prdOptSeq: z.number().check(z.int(), z.gte(0), z.lte(1_000_000_000)),
  saleType: z.number().check(z.int(), z.gte(-1), z.lte(365)),
  cntAdd: z.optional(z.number().check(z.int(), z.gte(0), z.lte(1000))),
  cntExtend: z.optional(z.number().check(z.int(), z.gte(0), z.lte(10))),
  state: z.optional(z.string().check(z.maxLength(100))),
  vatNum: z.optional(z.string().check(z.maxLength(30))),
})
export type ApplyCouponRequest = z.input<typeof ApplyCouponRequest>
export const ApplyCouponResponse = withResult({
  coupon: z.nullable(Coupon),
  info: z.nullable(PriceInfo),
  mData: z.nullable(TaxInfo),
})
export type ApplyCouponResponse = z.infer<typeof ApplyCouponResponse>
