import { and, eq, sql } from 'drizzle-orm'
import { CouponResult, type Coupon } from '../../../src/contract/index.ts'
import type { Db } from '../../core/index.ts'
import { coupons, type CouponRow } from '../tables.ts'

export type CouponCheck =
  | { ok: true; coupon: CouponRow }
  | { ok: false; code: number; reason: string; coupon: CouponRow | null }

/** The codes are matched as typed, without surrounding spaces and in upper case. */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase()

export async function couponByCode(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.couponCode, normaliseCouponCode(code)))
  return row ?? null
}

export const isExpired = (c: CouponRow, now: Date): boolean =>
  c.expiredDt.getTime() < now.getTime() || c.startDt.getTime() > now.getTime()

/**
 * Whether a coupon may discount this order line (spec 2 §8 coupon codes): unknown → not valid,
 * expired → 2003, another currency, product or sale type → 2004, used up → 2005.
 */
export function checkCoupon(
  coupon: CouponRow | null,
  line: { prdOptSeq: number; saleType: number; currency: string | null },
  now: Date,
): CouponCheck {
  if (!coupon)
    return { ok: false, code: CouponResult.notValid, reason: 'no such coupon', coupon: null }
  if (isExpired(coupon, now))
    return { ok: false, code: CouponResult.expired, reason: 'the coupon has expired', coupon }
  const otherProduct =
    (line.prdOptSeq !== 0 && coupon.prdOptSeq !== null && coupon.prdOptSeq !== line.prdOptSeq) ||
    (coupon.saleType !== null && coupon.saleType !== line.saleType)
  if (otherProduct || (line.currency !== null && coupon.currency !== line.currency))
    return {
      ok: false,
      code: CouponResult.cannotAdd,
      reason: 'the coupon is for another product or currency',
      coupon,
    }
  if (coupon.redeemed >= coupon.maxRedemptions)
    return { ok: false, code: CouponResult.limitReached, reason: 'the coupon is used up', coupon }
  return { ok: true, coupon }
}

/**
 * Takes one use of a coupon, or none when it is used up: the condition and the increment are one
 * statement, so parallel orders never take more uses than the limit.
 */
export async function redeemCoupon(db: Db, couponCode: string): Promise<boolean> {
  const taken = await db
    .update(coupons)
    .set({ redeemed: sql`${coupons.redeemed} + 1` })
    .where(
      and(eq(coupons.couponCode, couponCode), sql`${coupons.redeemed} < ${coupons.maxRedemptions}`),
    )
    .returning({ seq: coupons.seq })
  return taken.length > 0
}

/**
 * Gives back the use of an order whose payment failed: the customer may use the coupon again, and
 * a coupon of few uses is not used up by payments that never happened.
 */
export async function releaseCoupon(db: Db, couponCode: string): Promise<void> {
  await db
    .update(coupons)
    .set({ redeemed: sql`${coupons.redeemed} - 1` })
    .where(and(eq(coupons.couponCode, couponCode), sql`${coupons.redeemed} > 0`))
}

/**
 * Takes the use again for a failed order paid after all (another card): the order was priced with
 * the coupon and is paid, so it counts even when others took the freed use meanwhile.
 */
export async function retakeCoupon(db: Db, couponCode: string): Promise<void> {
  await db
    .update(coupons)
    .set({ redeemed: sql`${coupons.redeemed} + 1` })
    .where(eq(coupons.couponCode, couponCode))
}

const day = (d: Date) => d.toISOString().slice(0, 10)

/** A coupon as the contract shows it; amounts in the coupon's currency with 2 decimals. */
export function couponView(c: CouponRow, now: Date): Coupon {
  return {
    seq: c.seq,
    couponCode: c.couponCode,
    couponDesc: c.couponDesc,
    discountValue: c.isDiscountRate ? c.discountValue : c.discountValue / 100,
    isDiscountRate: c.isDiscountRate,
    period: c.period,
    productName: c.productName,
    startDt: day(c.startDt),
    expiredDt: day(c.expiredDt),
    currency: c.currency,
    prdOptSeq: c.prdOptSeq ?? 0,
    saleType: c.saleType ?? -2,
    deActiveDate: isExpired(c, now) ? 1 : 0,
  }
}
