import { endpoint } from '../core/endpoint.ts'
import { CALL_LIMITS } from '../core/limits.ts'
import { GetPricingRequest, GetPricingResponse } from './pricing.ts'
import {
  GetCalcPriceRequest,
  GetCalcPriceResponse,
  GetOrderRequest,
  GetOrderResponse,
  IntentResponse,
  OrderRequest,
  OrderResponse,
} from './order.ts'
import { GetCalcTaxRequest, GetCalcTaxResponse } from './tax.ts'
import {
  GetInvoiceRequest,
  GetInvoiceResponse,
  GetMyOrderRequest,
  GetMyOrderResponse,
  InvoiceDocumentRequest,
} from './invoice.ts'
import { ResultOnly } from '../core/envelope.ts'
import { END_USER_LIST_LIMIT, GetMyMemberListRequest, GetMyMemberListResponse } from './endUser.ts'
import {
  ApplyCouponRequest,
  ApplyCouponResponse,
  CouponListRequest,
  CouponListResponse,
  RegCouponRequest,
  RegCouponResponse,
} from './coupon.ts'
import {
  CheckLicenseRequest,
  CheckLicenseResponse,
  GetDownloadFileInfoStoreRequest,
  GetDownloadFileInfoStoreResponse,
  InstallerRequest,
} from './couponUse.ts'
import {
  CheckAlipayStatusRequest,
  CheckAlipayStatusResponse,
  GetPaypalTokenRequest,
  GetPaypalTokenResponse,
  PaymentWebhookRequest,
  PaymentWebhookResponse,
} from './payment.ts'

export const GetPricing = endpoint({
  name: 'GetPricing',
  method: 'POST',
  path: '/api/Product/GetPricing',
  request: GetPricingRequest,
  response: GetPricingResponse,
  auth: 'public',
  summary: "Price list in the visitor's currency.",
})

export const GetCalcPrice = endpoint({
  name: 'GetCalcPrice',
  method: 'POST',
  path: '/api/Product/GetCalcPrice',
  request: GetCalcPriceRequest,
  response: GetCalcPriceResponse,
  auth: 'member',
  summary: 'The price, discount and currency of one order line, computed by the server.',
})

export const GetCalcTax = endpoint({
  name: 'GetCalcTax',
  method: 'POST',
  path: '/api/Product/GetCalcTax',
  request: GetCalcTaxRequest,
  response: GetCalcTaxResponse,
  auth: 'member',
  summary: 'The tax of an order by billing country, US state and EU VAT number (reverse charge).',
})

export const SetOrder = endpoint({
  name: 'SetOrder',
  method: 'POST',
  path: '/api/Product/SetOrder',
  request: OrderRequest,
  response: OrderResponse,
  auth: 'member',
  summary: 'Places an order paid with PayPal (or a free coupon) once per idempotency key.',
})

export const SetOrder4Stripe = endpoint({
  name: 'SetOrder4Stripe',
  method: 'POST',
  path: '/api/Product/SetOrder4Stripe',
  request: OrderRequest,
  response: OrderResponse,
  auth: 'member',
  summary: "Places a card or Alipay order once per idempotency key; answers the provider's page.",
})

export const GetIntentBeforeSetOrder = endpoint({
  name: 'GetIntentBeforeSetOrder',
  method: 'POST',
  path: '/api/Product/GetIntentBeforeSetOrder',
  request: OrderRequest,
  response: IntentResponse,
  auth: 'member',
  summary: 'Creates the pending order and its card payment; answers the client secret.',
})

export const CheckOut = endpoint({
  name: 'CheckOut',
  method: 'POST',
  path: '/api/Product/CheckOut',
  request: OrderRequest,
  response: OrderResponse,
  auth: 'member',
  summary:
    "Places one seat of a month (direct checkout) once per idempotency key; answers the provider's checkout page.",
})

export const GetOrder = endpoint({
  name: 'GetOrder',
  method: 'GET',
  path: '/api/Product/GetOrder',
  request: GetOrderRequest,
  response: GetOrderResponse,
  auth: 'member',
  summary: "One of the member's orders with its status, amounts, invoice and licence.",
})

export const CouponList = endpoint({
  name: 'Coupon/List',
  method: 'GET',
  path: '/api/Coupon/List',
  request: CouponListRequest,
  response: CouponListResponse,
  auth: 'member',
  summary: "The member's coupons in the order currency.",
})

export const RegCoupon = endpoint({
  name: 'RegCoupon',
  method: 'POST',
  path: '/api/Coupon/RegCoupon',
  request: RegCouponRequest,
  response: RegCouponResponse,
  auth: 'member',
  limit: CALL_LIMITS.coupon,
  summary: "Adds a coupon code to the member's coupons (2000, 2003, 2004, 2005).",
})

export const ApplyCoupon = endpoint({
  name: 'ApplyCoupon',
  method: 'POST',
  path: '/api/Product/ApplyCoupon',
  request: ApplyCouponRequest,
  response: ApplyCouponResponse,
  auth: 'member',
  summary: 'The price and the tax again with a coupon.',
})

export const CheckLicense = endpoint({
  name: 'CheckLicense',
  method: 'POST',
  path: '/api/Product/CheckLicense',
  request: CheckLicenseRequest,
  response: CheckLicenseResponse,
  auth: 'member',
  limit: CALL_LIMITS.coupon,
  summary:
    "Whether the member may take the licence of one of their coupons, and the product it is used on (-905, or the coupon's code).",
})

export const GetDownloadFileInfoStore = endpoint({
  name: 'GetDownloadFileInfoStore',
  method: 'POST',
  path: '/api/Download/GetDownloadFileInfoStore',
  request: GetDownloadFileInfoStoreRequest,
  response: GetDownloadFileInfoStoreResponse,
  auth: 'member',
  limit: CALL_LIMITS.download,
  summary: "The installer link of one of the member's paid orders (-1 no such order).",
})

export const Installer = endpoint({
  name: 'Installer',
  method: 'GET',
  path: '/api/Download/Installer',
  request: InstallerRequest,
  response: ResultOnly,
  produces: 'application/octet-stream',
  auth: 'member',
  limit: CALL_LIMITS.download,
  summary:
    "The installer of one of the member's paid orders, as a download (a refusal is the JSON envelope, -1).",
})

export const GetPaypalToken = endpoint({
  name: 'GetPaypalToken',
  method: 'POST',
  path: '/api/Product/GetPaypalToken',
  request: GetPaypalTokenRequest,
  response: GetPaypalTokenResponse,
  auth: 'member',
  summary: 'A PayPal client nonce for SetOrder.',
})

export const CheckAlipayStatus = endpoint({
  name: 'CheckAlipayStatus',
  method: 'GET',
  path: '/api/Product/CheckAlipayStatus',
  request: CheckAlipayStatusRequest,
  response: CheckAlipayStatusResponse,
  auth: 'member',
  summary: "The status of an Alipay source of the member's order.",
})

export const PaymentWebhook = endpoint({
  name: 'PaymentWebhook',
  method: 'POST',
  path: '/api/Payment/Webhook',
  request: PaymentWebhookRequest,
  response: PaymentWebhookResponse,
  auth: 'public',
  summary:
    "The payment provider's signed event: the only call that makes an order paid (exactly once).",
})

export const GetMyOrder = endpoint({
  name: 'GetMyOrder',
  method: 'POST',
  path: '/api/Product/GetMyOrder',
  request: GetMyOrderRequest,
  response: GetMyOrderResponse,
  auth: 'member',
  summary: "The member's orders, newest first, with status, amounts and invoice number.",
})

export const GetInvoice = endpoint({
  name: 'GetInvoice',
  method: 'GET',
  path: '/api/Product/GetInvoice',
  request: GetInvoiceRequest,
  response: GetInvoiceResponse,
  auth: 'member',
  summary:
    "The invoice data of a paid order of the member or of an end user of the member's company (-1 no such order, -2 not paid).",
})

export const InvoiceHtml = endpoint({
  name: 'InvoiceHtml',
  method: 'GET',
  path: '/api/Product/InvoiceHtml',
  request: InvoiceDocumentRequest,
  response: ResultOnly,
  produces: 'text/html; charset=utf-8',
  auth: 'member',
  summary:
    "The invoice of one of the member's paid orders as an HTML page; a refusal is the JSON envelope (-1, -2).",
})

export const InvoicePDF = endpoint({
  name: 'InvoicePDF',
  method: 'POST',
  path: '/api/Product/InvoicePDF',
  request: InvoiceDocumentRequest,
  response: ResultOnly,
  produces: 'application/pdf',
  auth: 'member',
  summary:
    "The invoice of one of the member's paid orders as a PDF; a refusal is the JSON envelope (-1, -2).",
})

export const GetInvoicePDF = endpoint({
  name: 'GetInvoicePDF',
  method: 'GET',
  path: '/api/Product/GetInvoicePDF',
  request: InvoiceDocumentRequest,
  response: ResultOnly,
  produces: 'application/pdf',
  auth: 'member',
  summary:
    'The same PDF as InvoicePDF, as a download link can ask for it (Content-Disposition: attachment).',
})

export const GetMyMemberList = endpoint({
  name: 'GetMyMemberList',
  method: 'POST',
  path: '/api/Product/GetMyMemberList',
  request: GetMyMemberListRequest,
  response: GetMyMemberListResponse,
  auth: 'member',
  limit: END_USER_LIST_LIMIT,
  summary:
    "The signed-in company's end users to buy for, with their licence of the product's group, a waiting order and a scheduled licence.",
})

/** Store (spec 2 §7): this area's part of the endpoint table. */
export const commerceEndpoints = {
  GetPricing,
  GetMyMemberList,
  GetCalcPrice,
  GetCalcTax,
  SetOrder,
  SetOrder4Stripe,
  GetIntentBeforeSetOrder,
  CheckOut,
  GetOrder,
  CouponList,
  RegCoupon,
  ApplyCoupon,
  CheckLicense,
  GetDownloadFileInfoStore,
  Installer,
  GetPaypalToken,
  CheckAlipayStatus,
  PaymentWebhook,
  GetMyOrder,
  GetInvoice,
  InvoiceHtml,
  InvoicePDF,
  GetInvoicePDF,
}
