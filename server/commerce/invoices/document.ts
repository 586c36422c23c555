import {
  formatInvoiceAmount,
  formatInvoiceDate,
  type InvoiceData,
  type Language,
} from '../../../src/contract/index.ts'
import { INVOICE_TEXTS, fill, payMethodName, productName } from './texts.ts'

/** One row of the totals: its words and its amount, formatted. */
export interface TotalRow {
  label: string
  amount: string
  strong?: boolean
}

/**
 * What an invoice document says, in one language, with every amount and date formatted (spec 2
 * §9): the HTML and the PDF lay out the same words, so they cannot say different things.
 */
export interface InvoiceDocument {
  language: Language
  title: string
  facts: Array<[string, string]>
  sellerLabel: string
  seller: string[]
  billToLabel: string
  billTo: string[]
  shipToLabel: string
  shipTo: string[]
  columns: [string, string, string, string]
  lines: Array<[string, string, string, string]>
  totals: TotalRow[]
  notes: string[]
}

const partyLines = (p: InvoiceData['billTo']) =>
  [p.name, p.email, ...p.lines].filter((line) => line.trim() !== '')

const rateText = (rate: number) =>
  rate.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 3 })

export function invoiceDocument(invoice: InvoiceData, language: Language): InvoiceDocument {
  const t = INVOICE_TEXTS[language]
  const money = (amount: number) => formatInvoiceAmount(amount, invoice.currency)
  const totals: TotalRow[] = [{ label: t.subtotal, amount: money(invoice.totalBasePrice) }]
  if (invoice.discountPrice > 0)
    totals.push({
      label: fill(t.discount, { code: invoice.couponCode }),
      amount: money(-invoice.discountPrice),
    })
  totals.push({
    label:
      invoice.taxLabel === ''
        ? t.taxNone
        : fill(t.tax, {
            // The stored label is the tax rule's English name; the invoice speaks its own language.
            label: Object.hasOwn(t.taxNames, invoice.taxLabel)
              ? t.taxNames[invoice.taxLabel as keyof typeof t.taxNames]
              : invoice.taxLabel,
            rate: rateText(invoice.taxRate),
          }),
    amount: money(invoice.vatPrice),
  })
  totals.push({ label: t.total, amount: money(invoice.payPrice), strong: true })
  const notes: string[] = []
  if (invoice.vatNum !== '') notes.push(fill(t.vatNum, { vatNum: invoice.vatNum }))
  if (invoice.reverseCharge) notes.push(t.reverseCharge)
  notes.push(t.paid)
  return {
    language,
    title: t.title,
    facts: [
      [t.invoiceNo, invoice.invoiceNo],
      [t.orderNo, invoice.orderNo],
      [t.invoiceDate, formatInvoiceDate(invoice.invoiceDate, language)],
      [t.payMethod, payMethodName(t, invoice.payMethod)],
    ],
    sellerLabel: t.seller,
    seller: invoice.sellerAddress,
    billToLabel: t.billTo,
    billTo: partyLines(invoice.billTo),
    shipToLabel: t.shipTo,
    shipTo: partyLines(invoice.shipTo),
    columns: [t.description, t.quantity, t.periods, t.amount],
    lines: invoice.orderList.map((line) => [
      productName(t, line.product),
      String(line.quantity),
      String(line.periods),
      money(line.amount),
    ]),
    totals,
    notes,
  }
}
