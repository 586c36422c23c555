import {
  ApplyCouponResponse,
  CheckAlipayStatusResponse,
  GetCalcPriceResponse,
  GetCalcTaxResponse,
  GetPaypalTokenResponse,
  GetUserBillAddressResponse,
  IntentResponse,
  OrderResponse,
  type AlipayStatus,
} from '../../contract/index.ts'
import type { CheckoutInput } from '../../machines/commerce/checkout.ts'

/**
 * The checkout test model's inputs and service answers, apart from the model so that stories can use
 * them without the machine (a stories file that imported the machine would put it in every mutation
 * project's module graph: each of its mutants would then run every process's paths).
 */

export const result = (errCode: number) => ({ errCode, errMsg: errCode === 0 ? 'OK' : 'refused' })

/** The personal yearly licence: $360, or ¥2,592 when the billing country is China. */
export const line = (currency: 'USD' | 'CNY', salePrice: number, discount = 0) => ({
  prdOptSeq: 102,
  salePrice,
  discountPrice: discount,
  payPrice: Math.round((salePrice - discount) * 100) / 100,
  currency,
  quantity: 1,
})
export const priceAnswer = (errCode: number, currency: 'USD' | 'CNY' = 'USD') =>
  GetCalcPriceResponse.parse({
    result: result(errCode),
    info: errCode === 0 ? [currency === 'USD' ? line('USD', 360) : line('CNY', 2592)] : [],
  })
export const taxInfo = (price: number, tax: number, currency = 'USD') => ({
  price,
  tax,
  total: Math.round((price + tax) * 100) / 100,
  taxRate: price === 0 ? 0 : Math.round((tax / price) * 10000) / 100,
  currency,
  reverseCharge: false,
  taxLabel: tax > 0 ? 'Sales tax' : '',
})
export const taxAnswer = (errCode: number, tax = 26.1, price = 360) =>
  GetCalcTaxResponse.parse({
    result: result(errCode),
    mData: errCode === 0 || errCode === 1 ? taxInfo(price, errCode === 1 ? 0 : tax) : null,
    tax: errCode === 0 ? tax : 0,
  })
export const coupon = {
  seq: 1,
  couponCode: 'SAVE20',
  couponDesc: '20% off',
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
}
/** FREEYEAR: 100% off one year of the personal licence (a free coupon, period 1). */
/** FREEYEAR: a coupon of 100 for `period` years of the personal yearly licence. */
export const freeCouponAnswer = (period = 1) =>
  ApplyCouponResponse.parse({
    result: result(0),
    coupon: {
      ...coupon,
      couponCode: 'FREEYEAR',
      couponDesc: 'One free year',
      discountValue: 100,
      period,
      prdOptSeq: 102,
      saleType: 365,
    },
    info: line('USD', 360, 360),
    mData: taxInfo(0, 0),
  })
export const couponAnswer = (errCode: number) =>
  ApplyCouponResponse.parse({
    result: result(errCode),
    coupon: errCode === -1 ? null : { ...coupon, deActiveDate: errCode === 2003 ? 1 : 0 },
    info: errCode === 0 ? line('USD', 360, 72) : null,
    mData: errCode === 0 ? taxInfo(288, 20.88) : null,
  })
export const intentAnswer = (errCode: number) =>
  IntentResponse.parse({
    result: result(errCode),
    clientSecretkey: errCode === 0 ? 'pi_0a1b2c3d_secret_9f8e7d' : '',
    orderNo: errCode === 0 ? 'OR20261127000000000001' : '',
  })
export const orderAnswer = (errCode: number, url: string) =>
  OrderResponse.parse({
    result: result(errCode),
    orderNo: errCode === 0 ? 'OR20261127000000000001' : '',
    url: errCode === 0 ? url : '',
  })
export const tokenAnswer = (errCode: number) =>
  GetPaypalTokenResponse.parse({
    result: result(errCode),
    paypalNonce: errCode === 0 ? 'sandbox_nonce_1234' : '',
  })
export const billAddressAnswer = (errCode: number) =>
  GetUserBillAddressResponse.parse({
    result: result(errCode),
    userBillAddr: {
      country: 'CN',
      address1: '1 Nanjing Rd',
      address2: '',
      city: 'Shanghai',
      state: '',
      zipcode: '200001',
    },
  })
export const alipayAnswer = (status: AlipayStatus) =>
  CheckAlipayStatusResponse.parse({ result: result(0), status })

export const SAVED_ADDRESS = {
  country: 'US',
  address1: '100 Market St',
  address2: '',
  city: 'San Francisco',
  state: 'CA',
  zipcode: '94105',
  vatNum: '',
}
export const member = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  route: 'per/individual/year',
  product: { prdOptSeq: 102, saleType: 365 },
  seats: 1,
  periods: 1,
  kind: 'new',
  targetUserId: '',
  myLicenseSeq: 0,
  trial: false,
  couponCode: '',
  userId: 'personal',
  country: 'US',
  address: SAVED_ADDRESS,
  language: 'en',
  keySeed: 'checkout-seed-0001',
  ...over,
})
