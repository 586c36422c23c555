import { and, eq, gt, isNull, or } from 'drizzle-orm'
import {
  AccountKind,
  CouponResult,
  LICENCE_CHECK_FAILED,
  accountKind,
  type CheckLicenseResponse,
  type PricingRouteKey,
  type Result,
} from '../../../src/contract/index.ts'
import { members } from '../../account/index.ts'
import type { Db } from '../../core/index.ts'
import { licenses, memberCoupons, products } from '../tables.ts'
import { checkCoupon, couponByCode } from './coupons.ts'

/** Spec 2 §2: the pricing route a coupon of any product is used on. */
export const ANY_PRODUCT_ROUTE: PricingRouteKey = 'per/individual/month'

const refused = (errCode: number, errMsg: string): CheckLicenseResponse => ({
  result: { errCode, errMsg } satisfies Result,
  route: null,
  prdOptSeq: 0,
  saleType: 0,
})

async function productOfRoute(db: Db, route: string) {
  const [userType, licenseType, period] = route.split('/')
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.userType, userType ?? ''),
        eq(products.licenseType, licenseType ?? ''),
        eq(products.period, period ?? ''),
      ),
    )
  return row ?? null
}

async function productOfSeq(db: Db, prdOptSeq: number) {
  const [row] = await db.select().from(products).where(eq(products.prdOptSeq, prdOptSeq))
  return row ?? null
}

/**
 * CheckLicense (spec 2 §4 coupon pop-up step 3): the member may use one of their registered coupons
 * when they are a personal member (spec 2 §6: coupons are personal) holding no renewing
 * subscription of the coupon's product, and the coupon is still good in their currency. Answers
 * the product the coupon is used on: its own, or the month plan for a coupon of any product.
 */
export async function checkLicence(
  db: Db,
  memberId: string,
  couponCode: string,
  currency: string,
  now: Date,
): Promise<CheckLicenseResponse> {
  const coupon = await couponByCode(db, couponCode)
  const [mine] = coupon
    ? await db
        .select({ code: memberCoupons.couponCode })
        .from(memberCoupons)
        .where(
          and(
            eq(memberCoupons.memberId, memberId),
            eq(memberCoupons.couponCode, coupon.couponCode),
          ),
        )
    : []
  if (!coupon || !mine) return refused(CouponResult.notValid, 'not one of your coupons')
  const [member] = await db
    .select({ memberType: members.memberType, comId: members.comId })
    .from(members)
    .where(eq(members.id, memberId))
  if (!member || accountKind(member.memberType, member.comId) !== AccountKind.PERSONAL)
    return refused(LICENCE_CHECK_FAILED, 'coupons are used by personal members')
  const product =
    coupon.prdOptSeq === null
      ? await productOfRoute(db, ANY_PRODUCT_ROUTE)
      : await productOfSeq(db, coupon.prdOptSeq)
  if (!product) return refused(LICENCE_CHECK_FAILED, 'the coupon is for no product on sale')
  const saleType = coupon.saleType ?? product.saleType
  const check = checkCoupon(coupon, { prdOptSeq: product.prdOptSeq, saleType, currency }, now)
  if (!check.ok) return refused(check.code, check.reason)
  const [renewing] = await db
    .select({ seq: licenses.seq })
    .from(licenses)
    .where(
      and(
        eq(licenses.memberId, memberId),
        eq(licenses.prdOptSeq, product.prdOptSeq),
        eq(licenses.isRecurring, true),
        or(isNull(licenses.endDate), gt(licenses.endDate, now)),
      ),
    )
  if (renewing)
    return refused(LICENCE_CHECK_FAILED, 'a subscription of this product already renews')
  return {
    result: { errCode: 0, errMsg: 'OK' },
    route: `${product.userType}/${product.licenseType}/${product.period}` as PricingRouteKey,
    prdOptSeq: product.prdOptSeq,
    saleType,
  }
}
