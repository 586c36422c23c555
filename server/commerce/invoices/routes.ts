import type { FastifyInstance } from 'fastify'
import {
  MY_ORDER_PAGE_SIZE,
  endpoints,
  ok,
  type InvoiceDocumentRequest,
} from '../../../src/contract/index.ts'
import {
  handle,
  handleDocument,
  memberSession,
  type Db,
  type RouteContext,
} from '../../core/index.ts'
import { invoiceDocument } from './document.ts'
import { renderInvoiceHtml } from './html.ts'
import { invoiceOf, myOrders } from './invoiceBook.ts'
import { renderInvoicePdf } from './pdf.ts'
import { languageOf } from './texts.ts'

/**
 * Orders and invoices (spec 2 §7): GetMyOrder, GetInvoice, InvoiceHtml, InvoicePDF, GetInvoicePDF.
 * Every call reads the signed-in member's own orders only.
 */
export function registerInvoices(fastify: FastifyInstance, db: Db): void {
  handle(fastify, endpoints.GetMyOrder, async (input, ctx) => {
    const page = input.page ?? 1
    const size = input.size ?? MY_ORDER_PAGE_SIZE
    return { result: ok(), ...(await myOrders(db, memberSession(ctx).memberId, page, size)) }
  })

  handle(fastify, endpoints.GetInvoice, async (input, ctx) => {
    const found = await invoiceOf(db, memberSession(ctx).memberId, input.orderNo)
    return found.ok
      ? { result: ok(), invoice: found.invoice }
      : { result: { errCode: found.errCode, errMsg: found.errMsg }, invoice: null }
  })

  /** The document of an order in the asked language, or the refusal (-1 unknown, -2 not paid). */
  const documentOf = async (
    input: { orderNo: string; lang?: string | undefined },
    ctx: RouteContext,
  ) => {
    const found = await invoiceOf(db, memberSession(ctx).memberId, input.orderNo)
    if (!found.ok) return { refusal: { result: { errCode: found.errCode, errMsg: found.errMsg } } }
    return {
      doc: invoiceDocument(found.invoice, languageOf(input.lang)),
      invoiceNo: found.invoice.invoiceNo,
    }
  }

  handleDocument(fastify, endpoints.InvoiceHtml, async (input, ctx) => {
    const made = await documentOf(input, ctx)
    if (!made.doc) return made.refusal
    return { kind: 'document', body: renderInvoiceHtml(made.doc) }
  })

  const pdfOf = async (input: InvoiceDocumentRequest, ctx: RouteContext, download: boolean) => {
    const made = await documentOf(input, ctx)
    if (!made.doc) return made.refusal
    const body = await renderInvoicePdf(made.doc)
    const name = `${made.invoiceNo}.pdf`
    return download
      ? { kind: 'document' as const, body, downloadAs: name }
      : { kind: 'document' as const, body, inlineAs: name }
  }
  handleDocument(fastify, endpoints.InvoicePDF, (input, ctx) => pdfOf(input, ctx, false))
  handleDocument(fastify, endpoints.GetInvoicePDF, (input, ctx) => pdfOf(input, ctx, true))
}
