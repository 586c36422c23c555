import * as commerceApi from '../../contract/commerce/endpoints.ts'
import {
  type ApplyCouponRequest,
  type GetCalcPriceRequest,
  type GetCalcTaxRequest,
  type GetMyMemberListRequest,
  type RegCouponRequest,
  type OrderRequest,
} from '../../contract/index.ts'
import { call } from '../core/http.ts'

/**
 * The checkout's calls (spec 2 §7): each request and answer is the contract's zod schema, checked
 * before sending and after receiving, so a machine only ever sees a well-formed answer. The names
 * are the spec's endpoint names.
 */

/** POST GetMyMemberList: the company's end users to buy for (spec 2 §4 end-user ID pop-up). */
export const getMyMemberList = (body: GetMyMemberListRequest) =>
  call(commerceApi.GetMyMemberList, body)

/** GET Coupon/List?prdOptSeq: the member's coupons of a product (0: any) in the order currency. */
export const couponList = (prdOptSeq: number) =>
  call(commerceApi.CouponList, { prdOptSeq: String(prdOptSeq) })

/** POST RegCoupon: a code joins the member's coupons. */
export const regCoupon = (body: RegCouponRequest) => call(commerceApi.RegCoupon, body)

/** POST GetCalcPrice: the price of the order line, decided by the server (in the country's currency). */
export const getCalcPrice = (body: GetCalcPriceRequest) => call(commerceApi.GetCalcPrice, body)

/** POST GetCalcTax: the tax of the order on the server's price, by billing address and VAT number. */
export const getCalcTax = (body: GetCalcTaxRequest) => call(commerceApi.GetCalcTax, body)

/** POST ApplyCoupon: the price and the tax again, with a coupon. */
export const applyCoupon = (body: ApplyCouponRequest) => call(commerceApi.ApplyCoupon, body)

/** POST GetIntentBeforeSetOrder: the card payment's client secret, before the order is placed. */
export const getIntentBeforeSetOrder = (body: OrderRequest) =>
  call(commerceApi.GetIntentBeforeSetOrder, body)

/** POST SetOrder: a PayPal order (token: the nonce of GetPaypalToken). */
export const setOrder = (body: OrderRequest) => call(commerceApi.SetOrder, body)

/** POST SetOrder4Stripe: a card or Alipay order; answers the provider's page. */
export const setOrder4Stripe = (body: OrderRequest) => call(commerceApi.SetOrder4Stripe, body)

/** POST CheckOut: one seat of a month on the provider's checkout page (direct checkout). */
export const checkOut = (body: OrderRequest) => call(commerceApi.CheckOut, body)

/** POST GetPaypalToken: the PayPal nonce SetOrder carries. */
export const getPaypalToken = () => call(commerceApi.GetPaypalToken, {})

/** GET CheckAlipayStatus?sourceId: the status of an Alipay payment, by its order number. */
export const checkAlipayStatus = (sourceId: string) =>
  call(commerceApi.CheckAlipayStatus, { sourceId })

/** GET GetOrder?orderNo: one of the member's orders. */
export const getOrder = (orderNo: string) => call(commerceApi.GetOrder, { orderNo })
