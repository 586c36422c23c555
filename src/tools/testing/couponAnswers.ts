import { CouponListResponse, RegCouponResponse, type Coupon } from '../../contract/index.ts'
import type { CouponPopupInput } from '../../machines/commerce/couponPopup.ts'

/**
 * The couponPopup test model's inputs and service answers, apart from the model so that stories can use
 * them without the machine (a stories file that imported the machine would put it in every mutation
 * project's module graph: each of its mutants would then run every process's paths).
 */
export const coupon = (couponCode: string, over: Partial<Coupon> = {}): Coupon => ({
  seq: 1,
  couponCode,
  couponDesc: `${couponCode} for any licence`,
  discountValue: 20,
  isDiscountRate: true,
  period: 0,
  productName: '',
  startDt: '2026-01-01',
  expiredDt: '2027-12-31',
  currency: 'USD',
  prdOptSeq: 0,
  saleType: -2,
  deActiveDate: 0,
  ...over,
})

/** The member's coupons: SAVE20 (20% off), FREEYEAR (a free year) and OLD10, expired since. */
export const MY_COUPONS: Coupon[] = [
  coupon('SAVE20'),
  coupon('FREEYEAR', { discountValue: 100, period: 1, prdOptSeq: 102, saleType: 365 }),
  coupon('OLD10', { discountValue: 10, expiredDt: '2026-10-28', deActiveDate: 1 }),
]
export const listAnswer = (errCode: number, list: Coupon[] = MY_COUPONS) =>
  CouponListResponse.parse({
    result: { errCode, errMsg: errCode === 0 ? 'OK' : 'refused' },
    totalCnt: errCode === 0 ? list.length : 0,
    list: errCode === 0 ? list : [],
  })
export const regAnswer = (errCode: number) =>
  RegCouponResponse.parse({
    result: { errCode, errMsg: errCode === 0 ? 'OK' : 'refused' },
    coupon: errCode === -1 ? null : coupon('TAKE50'),
  })

export const personalYearly: CouponPopupInput = {
  prdOptSeq: 102,
  productName: 'Individual, yearly',
}
