import { describe, expect, it } from 'vitest'
import {
  LANGUAGES,
  formatInvoiceAmount,
  formatInvoiceDate,
  invoiceTypeOf,
  type InvoiceData,
} from '../../../src/contract/index.ts'
import { invoiceDocument } from '../../../server/commerce/invoices/document.ts'
import { INVOICE_TEXTS } from '../../../server/commerce/invoices/texts.ts'

/** Spec 2 §9: invoice amounts in English with 2 decimals, $ for USD and ¥ otherwise; dates per language. */
describe('invoice formats (spec 2 §9)', () => {
  it('amounts: the currency symbol, English grouping, always 2 decimals', () => {
    expect(formatInvoiceAmount(386.1, 'USD')).toBe('$386.10')
    expect(formatInvoiceAmount(2847.6, 'CNY')).toBe('¥2,847.60')
    expect(formatInvoiceAmount(1234567.891, 'USD')).toBe('$1,234,567.89')
    expect(formatInvoiceAmount(0, 'USD')).toBe('$0.00')
    expect(formatInvoiceAmount(-72, 'USD')).toBe('-$72.00')
    expect(formatInvoiceAmount(5, 'EUR')).toBe('¥5.00')
  })

  it("dates: English 'MMM D YYYY', Korean, Japanese and Chinese year-month-day, read in UTC", () => {
    const iso = '2026-11-02T23:30:00Z'
    expect(formatInvoiceDate(iso, 'en')).toBe('Nov 2 2026')
    expect(formatInvoiceDate(iso, 'ko')).toBe('2026년 11월 2일')
    expect(formatInvoiceDate(iso, 'ja')).toBe('2026年11月2日')
    expect(formatInvoiceDate(iso, 'zh')).toBe('2026年11月2日')
    expect(formatInvoiceDate('not a date', 'en')).toBe('')
  })

  it('invoice numbers: MD_ is a licence, ST_ the old store', () => {
    expect(invoiceTypeOf('MD_20261127000001')).toBe('license')
    expect(invoiceTypeOf('ST_20190101000001')).toBe('store')
  })
})

const invoice: InvoiceData = {
  invoiceNo: 'MD_20261127000042',
  orderNo: 'OR20261127123456789012',
  invoiceType: 'license',
  invoiceDate: '2026-11-27T04:30:00Z',
  currency: 'USD',
  orderList: [
    { prdOptSeq: 102, product: 'per/individual/year', quantity: 1, periods: 1, amount: 360 },
  ],
  totalBasePrice: 360,
  discountPrice: 72,
  couponCode: 'SAVE20',
  vatPrice: 20.88,
  taxLabel: 'Sales tax',
  taxRate: 7.25,
  reverseCharge: false,
  payPrice: 308.88,
  payMethod: 2,
  vatNum: '',
  sellerAddress: ['Drape3D Inc.'],
  billTo: { name: 'Pat', email: 'pat@example.com', lines: ['100 Market St', 'US'] },
  shipTo: { name: 'Pat', email: 'pat@example.com', lines: ['100 Market St', 'US'] },
}

describe('what the invoice documents say (the HTML and the PDF share it)', () => {
  it('the totals: subtotal, the coupon as a discount, the tax with its rate, the total paid', () => {
    const doc = invoiceDocument(invoice, 'en')
    expect(doc.totals).toEqual([
      { label: 'Subtotal', amount: '$360.00' },
      { label: 'Discount (coupon SAVE20)', amount: '-$72.00' },
      { label: 'Sales tax (7.25%)', amount: '$20.88' },
      { label: 'Total paid', amount: '$308.88', strong: true },
    ])
    expect(doc.facts).toContainEqual(['Invoice date', 'Nov 27 2026'])
    expect(doc.lines).toEqual([['Individual licence, yearly', '1', '1', '$360.00']])
    expect(doc.notes).toEqual(['Paid in full. Thank you for your purchase.'])
  })

  it('no coupon: no discount line; an EU VAT number: the number and the reverse charge note', () => {
    const doc = invoiceDocument(
      {
        ...invoice,
        discountPrice: 0,
        couponCode: '',
        taxLabel: 'VAT',
        taxRate: 0,
        vatPrice: 0,
        reverseCharge: true,
        vatNum: 'DE123456789',
      },
      'ko',
    )
    // The tax rule's name is said in the invoice's language.
    expect(doc.totals.map((t) => t.label)).toEqual(['소계', '부가가치세 (0%)', '결제 금액'])
    expect(doc.notes[0]).toBe('고객 VAT 번호: DE123456789')
    expect(doc.notes[1]).toContain('VAT 역청구')
    expect(doc.facts).toContainEqual(['발행일', '2026년 11월 27일'])
  })

  it('the four languages of the documents have the same keys and placeholders', () => {
    const shape = (value: unknown, at = ''): string[] =>
      typeof value === 'string'
        ? [
            `${at}:${[...value.matchAll(/\{\{(\w+)\}\}/g)]
              .map((m) => m[1])
              .sort()
              .join(',')}`,
          ]
        : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
            shape(v, `${at}.${k}`),
          )
    const english = shape(INVOICE_TEXTS.en).sort()
    for (const lang of LANGUAGES) expect(shape(INVOICE_TEXTS[lang]).sort(), lang).toEqual(english)
  })
})
