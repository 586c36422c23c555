import {
  CheckLicenseResponse,
  CouponListResponse,
  GetDownloadFileInfoStoreResponse,
  OrderResponse,
  RegCouponResponse,
  type Coupon,
  type PricingRouteKey,
} from '../../contract/index.ts'
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

/** The personal dashboard's "My coupons": every product, the coupon used at once. */
export const dashboard: CouponPopupInput = {
  prdOptSeq: 0,
  productName: '',
  place: 'dashboard',
  userId: 'personal',
  language: 'ko',
  keySeed: 'dashboard-key-0001',
  osType: 2202,
}

/** CheckLicense: 0 with the product of the coupon (the yearly licence), else refused without one. */
export const licenceAnswer = (
  errCode: number,
  route: PricingRouteKey | null = errCode === 0 ? 'per/individual/year' : null,
) =>
  CheckLicenseResponse.parse({
    result: { errCode, errMsg: errCode === 0 ? 'OK' : 'refused' },
    route,
    prdOptSeq: route === null ? 0 : 102,
    saleType: route === null ? 0 : 365,
  })

export const FREE_ORDER_NO = 'OR20261128000000000001'
/** SetOrder of the free coupon: 0 with its order number, else refused. */
export const freeOrderAnswer = (errCode: number) =>
  OrderResponse.parse({
    result: { errCode, errMsg: errCode === 0 ? 'OK' : 'refused' },
    orderNo: errCode === 0 ? FREE_ORDER_NO : '',
    url: errCode === 0 ? '/pricing/complete?type=per' : '',
  })

export const INSTALLER_URL = `/api/Download/Installer?orderNo=${FREE_ORDER_NO}&osType=2003`
/** GetDownloadFileInfoStore: 0 with the installer's link, else -1 without one. */
export const installerAnswer = (errCode: number) =>
  GetDownloadFileInfoStoreResponse.parse({
    result: { errCode, errMsg: errCode === 0 ? 'OK' : 'no such order' },
    url: errCode === 0 ? INSTALLER_URL : '',
    fileName: errCode === 0 ? 'Drape3D_7.3.133_Windows_local-stand-in.txt' : '',
  })
