import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'
import { LANGUAGES, PayMethod, currencySymbol, type Language } from '../core/codes.ts'
import { Money } from './tax.ts'
import { ORDER_STATUSES } from './order.ts'

/**
 * Orders and invoices (spec 2 §2 /mypage/invoice/{type}/{orderno}, §3 order row and invoice data,
 * §7 GetMyOrder, GetInvoice, InvoiceHtml, InvoicePDF, GetInvoicePDF, §9 invoice formats).
 * A member reads the invoices of the orders they placed; a company administrator also those of
 * its end users' orders; nobody else's.
 */

/** The `{type}` of the invoice page: a licence (MD_ numbers) or the old store (ST_ numbers, spec 2 §9). */
export const INVOICE_TYPES = ['license', 'store'] as const
export type InvoiceType = (typeof INVOICE_TYPES)[number]
export const INVOICE_PREFIX: Readonly<Record<InvoiceType, string>> = {
  license: 'MD_',
  store: 'ST_',
}

export const ORDER_NO = /^[A-Z0-9_-]{6,40}$/
/** Bounded by its length too, so the body limit computed from the schema is small (bodyLimits.ts). */
export const OrderNo = z
  .string()
  .check(z.maxLength(40), z.regex(ORDER_NO, 'must be an order number'))

/**
 * errCodes of the invoice calls. The spec's catalogue (§8) has none of its own: "failed invoice
 * fetches close the popup and reject with the result". -1 is the API's "no such thing" (as GetOrder);
 * an order that exists but is not paid has no invoice yet.
 */
export const InvoiceCode = {
  ok: 0,
  /** No order of this number placed by the signed-in member (another member's reads the same). */
  unknownOrder: -1,
  /** The order is pending or failed: an invoice is made when it is paid. */
  notPaid: -2,
} as const

/** Orders per page of GetMyOrder: the dashboard shows the latest ten. */
export const MY_ORDER_PAGE_SIZE = 10

/** POST GetMyOrder: the member's orders, newest first. */
export const GetMyOrderRequest = z.strictObject({
  page: z.optional(z.number().check(z.int(), z.gte(1), z.lte(10_000))),
  size: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
})
export type GetMyOrderRequest = z.input<typeof GetMyOrderRequest>

/** One row of the member's orders (spec 2 §3 order row). */
export const MyOrder = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  payMethod: z.number(),
  currency: z.string(),
  /** The pricing route of the product (`per/individual/year`), the key of its name. */
  product: z.string(),
  quantity: z.number(),
  /** Before tax, after the discount. */
  payPrice: Money,
  tax: Money,
  total: Money,
  /** Blank until the order is paid. */
  invoiceNo: z.string(),
  orderDate: z.string(),
})
export type MyOrder = z.infer<typeof MyOrder>
export const GetMyOrderResponse = withResult({ totalCnt: z.number(), list: z.array(MyOrder) })
export type GetMyOrderResponse = z.infer<typeof GetMyOrderResponse>

/** GET GetInvoice?orderNo, GET InvoiceHtml?orderNo, GET GetInvoicePDF?orderNo, POST InvoicePDF. */
export const GetInvoiceRequest = z.strictObject({ orderNo: OrderNo })
export type GetInvoiceRequest = z.input<typeof GetInvoiceRequest>
/** The document calls also take the language of the document's words (English by default). */
export const InvoiceDocumentRequest = z.strictObject({
  orderNo: OrderNo,
  lang: z.optional(z.enum(LANGUAGES)),
})
export type InvoiceDocumentRequest = z.input<typeof InvoiceDocumentRequest>

/** One line of the invoice (spec 2 §3 orderList). */
export const InvoiceLine = z.object({
  prdOptSeq: z.number(),
  product: z.string(),
  quantity: z.number(),
  periods: z.number(),
  /** The list price of all units before the discount. */
  amount: Money,
})
export type InvoiceLine = z.infer<typeof InvoiceLine>

/** A party of the invoice: name, e-mail and address lines. */
export const InvoiceParty = z.object({
  name: z.string(),
  email: z.string(),
  lines: z.array(z.string()),
})
export type InvoiceParty = z.infer<typeof InvoiceParty>

/** The invoice of a paid order (spec 2 §3 invoice data). Amounts with 2 decimals, in `currency`. */
export const InvoiceData = z.object({
  invoiceNo: z.string(),
  orderNo: z.string(),
  invoiceType: z.enum(INVOICE_TYPES),
  /** ISO 8601: the moment the order was paid. */
  invoiceDate: z.string(),
  currency: z.string(),
  orderList: z.array(InvoiceLine),
  totalBasePrice: Money,
  discountPrice: Money,
  couponCode: z.string(),
  vatPrice: Money,
  /** The tax's name on the order (VAT, Sales tax, GST...), blank when none applies. */
  taxLabel: z.string(),
  /** Percent, e.g. 7.25. */
  taxRate: z.number(),
  /** An EU business with a VAT number: the buyer accounts for the VAT (spec: reverse charge). */
  reverseCharge: z.boolean(),
  /** What was paid: after the discount, with the tax. */
  payPrice: Money,
  payMethod: z.number(),
  vatNum: z.string(),
  sellerAddress: z.array(z.string()),
  billTo: InvoiceParty,
  shipTo: InvoiceParty,
})
export type InvoiceData = z.infer<typeof InvoiceData>
export const GetInvoiceResponse = withResult({ invoice: z.nullable(InvoiceData) })
export type GetInvoiceResponse = z.infer<typeof GetInvoiceResponse>

// Formats (spec 2 §9), one definition for the page, the HTML and the PDF.

const amountFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** An invoice amount: the currency symbol ($ for USD, ¥ otherwise) and the number in English with 2 decimals. */
export const formatInvoiceAmount = (amount: number, currency: string): string =>
  `${amount < 0 ? '-' : ''}${currencySymbol(currency)}${amountFormat.format(Math.abs(amount))}`

const dateParts = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const CJK_DATE: Readonly<Record<Exclude<Language, 'en'>, [string, string, string]>> = {
  ko: ['년 ', '월 ', '일'],
  ja: ['年', '月', '日'],
  zh: ['年', '月', '日'],
}

/**
 * An invoice date (spec 2 §9): English `MMM D YYYY` ("Nov 27 2026"); Korean, Japanese and Chinese
 * year-month-day in their notation ("2026년 11월 27일", "2026年11月27日"). Read in UTC, so the
 * page, the HTML and the PDF agree wherever they are made.
 */
export function formatInvoiceDate(iso: string, language: Language): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  if (language === 'en') {
    const parts = dateParts.formatToParts(date)
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((p) => p.type === type)?.value ?? ''
    return `${part('month')} ${part('day')} ${part('year')}`
  }
  const [y, m, d] = CJK_DATE[language]
  return `${String(date.getUTCFullYear())}${y}${String(date.getUTCMonth() + 1)}${m}${String(date.getUTCDate())}${d}`
}

/** The invoice type of an invoice number, by its prefix (spec 2 §9). */
export const invoiceTypeOf = (invoiceNo: string): InvoiceType =>
  invoiceNo.startsWith(INVOICE_PREFIX.store) ? 'store' : 'license'

/** The words' key of a payment method on an invoice (spec 2 §3 code table). */
export type PayMethodKey = 'paypal' | 'card' | 'alipay' | 'coupon' | 'other'
export function payMethodKey(payMethod: number): PayMethodKey {
  switch (payMethod) {
    case PayMethod.PAYPAL:
      return 'paypal'
    case PayMethod.STRIPE:
    case PayMethod.CREDIT_CARD:
    case PayMethod.CHECK_CARD:
      return 'card'
    case PayMethod.ALIPAY:
      return 'alipay'
    case PayMethod.COUPON:
      return 'coupon'
    default:
      return 'other'
  }
}
