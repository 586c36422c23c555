import * as commerceApi from '../../contract/commerce/endpoints.ts'
import { type Language } from '../../contract/index.ts'
import { call } from '../core/http.ts'

/** Orders and invoices (spec 2 §7): the member's own orders and the invoice of a paid one. */
export const getMyOrder = (page = 1) => call(commerceApi.GetMyOrder, { page })

export const getInvoice = (orderNo: string) => call(commerceApi.GetInvoice, { orderNo })

/** The address of the invoice's PDF as a download (GetInvoicePDF), in the page's language. */
export const invoicePdfHref = (orderNo: string, lang: Language): string =>
  `${commerceApi.GetInvoicePDF.path}?${new URLSearchParams({ orderNo, lang }).toString()}`
