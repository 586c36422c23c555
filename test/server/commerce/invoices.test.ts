import { inflateSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  InvoiceCode,
  TEST_CARDS,
  endpoints,
  type InvoiceData,
  type MyOrder,
  type OrderRequest,
} from '../../../src/contract/index.ts'
import { members } from '../../../server/account/index.ts'
import { DEMO_COUPONS } from '../../../server/commerce/orders/seed.ts'
import { startTestServer, type TestServer } from '../helpers.ts'
import { memberCall, submitForm, yearlyOrder, type MemberCall, type OrderAnswer } from './buying.ts'

/**
 * Orders and invoices (spec 2 §3, §7, §9; issue 13): a member who paid reads the invoice of the
 * order as data, as an HTML page and as a PDF; nobody else can; an unpaid order has none.
 */

let server: TestServer
let personal: MemberCall
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(async () => {
  await server.reset()
  personal = await memberCall(server.app, 'personal')
})

/** Places an order with the sandbox card page and pays it with the success card (the webhook makes it paid). */
async function paidOrder(changes: Partial<OrderRequest> = {}): Promise<string> {
  const placed = await personal<OrderAnswer>(endpoints.SetOrder4Stripe, yearlyOrder(changes))
  expect(placed.result.errCode, placed.result.errMsg).toBe(0)
  const paid = await submitForm(server.app, placed.url, { number: TEST_CARDS.success })
  expect(paid.status).toBe(303)
  return placed.orderNo
}

const invoiceOf = (orderNo: string, call: MemberCall = personal) =>
  call<{ invoice: InvoiceData | null }>(endpoints.GetInvoice, { orderNo })

/** A document call as the browser makes it, with the member's cookie. */
async function documentOf(
  name: 'InvoiceHtml' | 'InvoicePDF' | 'GetInvoicePDF',
  orderNo: string,
  lang: string,
  id = 'personal',
) {
  const { signIn } = await import('../helpers.ts')
  const { DEMO_PASSWORD } = await import('../../../server/account/index.ts')
  const cookie = (await signIn(server.app, id, DEMO_PASSWORD)).cookie ?? ''
  const ep = endpoints[name]
  return server.app.inject({
    method: ep.method,
    url: ep.path,
    cookies: { jwt_token: cookie },
    ...(ep.method === 'POST' ? { payload: { orderNo, lang } } : { query: { orderNo, lang } }),
  })
}

/**
 * The text a PDF shows in the standard fonts: pdfkit writes it as hex strings of WinAnsi codes
 * inside its (deflated) content streams. Enough to find the invoice number and the amounts.
 */
function latinTextOf(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const texts: string[] = []
  const streamRe = /stream\r?\n/g
  let m: RegExpExecArray | null
  while ((m = streamRe.exec(raw)) !== null) {
    const start = m.index + m[0].length
    const end = raw.indexOf('endstream', start)
    if (end < 0) break
    try {
      const content = inflateSync(pdf.subarray(start, end)).toString('latin1')
      for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g))
        texts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
    } catch {
      // not a deflated stream (a font file): skipped
    }
  }
  return texts.join('')
}
const pageCountOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0

describe('GetMyOrder: the member’s orders, newest first', () => {
  it('lists a paid order with its invoice number and a pending one without, newest first; another member sees none of them', async () => {
    const first = await paidOrder()
    const pending = await personal<OrderAnswer>(endpoints.SetOrder4Stripe, yearlyOrder())
    const mine = await personal<{ totalCnt: number; list: MyOrder[] }>(endpoints.GetMyOrder, {})
    expect(mine.result.errCode).toBe(0)
    expect(mine.totalCnt).toBe(2)
    expect(mine.list.map((o) => o.orderNo)).toEqual([pending.orderNo, first])
    expect(mine.list[1]).toMatchObject({
      status: 'paid',
      currency: 'USD',
      product: 'per/individual/year',
      quantity: 1,
      payPrice: 360,
      tax: 26.1,
      total: 386.1,
    })
    expect(mine.list[1]?.invoiceNo).toMatch(/^MD_\d{14}$/)
    expect(mine.list[0]).toMatchObject({ status: 'pending', invoiceNo: '' })
    const paged = await personal<{ totalCnt: number; list: MyOrder[] }>(endpoints.GetMyOrder, {
      page: 2,
      size: 1,
    })
    expect(paged.list.map((o) => o.orderNo)).toEqual([first])
    const other = await memberCall(server.app, 'company')
    const theirs = await other<{ totalCnt: number; list: MyOrder[] }>(endpoints.GetMyOrder, {})
    expect(theirs).toMatchObject({ totalCnt: 0, list: [] })
  })
})

describe('GetInvoice: the invoice data of spec 2 §3', () => {
  it('a paid order in California: MD_ number, $360 base, 7.25 % sales tax $26.10, paid $386.10, seller and bill-to', async () => {
    const orderNo = await paidOrder()
    const answer = await invoiceOf(orderNo)
    expect(answer.result.errCode).toBe(0)
    const invoice = answer.invoice
    expect(invoice).toMatchObject({
      orderNo,
      invoiceType: 'license',
      currency: 'USD',
      totalBasePrice: 360,
      discountPrice: 0,
      vatPrice: 26.1,
      taxLabel: 'Sales tax',
      taxRate: 7.25,
      reverseCharge: false,
      payPrice: 386.1,
      vatNum: '',
      orderList: [
        { prdOptSeq: 102, product: 'per/individual/year', quantity: 1, periods: 1, amount: 360 },
      ],
      billTo: {
        name: 'Pat Personal',
        email: 'personal@demo.drape3d.test',
        lines: ['100 Market St', '94105 San Francisco CA', 'US'],
      },
    })
    expect(invoice?.invoiceNo).toMatch(/^MD_\d{14}$/)
    expect(invoice?.sellerAddress[0]).toBe('Drape3D Inc.')
    expect(invoice?.shipTo).toEqual(invoice?.billTo)
    expect(Date.now() - Date.parse(invoice?.invoiceDate ?? '')).toBeLessThan(60_000)
  })

  it('a coupon shows as the discount: 20 % off $360 is $72, tax on $288, paid $308.88', async () => {
    const orderNo = await paidOrder({ couponCode: DEMO_COUPONS.rate, price: 308.88 })
    const { invoice } = await invoiceOf(orderNo)
    expect(invoice).toMatchObject({
      totalBasePrice: 360,
      discountPrice: 72,
      couponCode: DEMO_COUPONS.rate,
      vatPrice: 20.88,
      payPrice: 308.88,
    })
  })

  it('a Chinese order is invoiced in CNY: ¥2,520 plus 13 % VAT ¥327.60', async () => {
    const orderNo = await paidOrder({
      country: 'CN',
      state: '',
      city: 'Shanghai',
      zipcode: '200000',
      address1: '1 Century Avenue',
      price: 2847.6,
    })
    const { invoice } = await invoiceOf(orderNo)
    expect(invoice).toMatchObject({
      currency: 'CNY',
      totalBasePrice: 2520,
      vatPrice: 327.6,
      taxRate: 13,
      payPrice: 2847.6,
    })
  })

  it('an EU business with a VAT number: no VAT, the reverse charge is on the invoice', async () => {
    const orderNo = await paidOrder({
      country: 'DE',
      state: '',
      city: 'Berlin',
      zipcode: '10115',
      address1: 'Unter den Linden 1',
      vatNum: 'DE 123 456 789',
      price: 360,
    })
    const { invoice } = await invoiceOf(orderNo)
    expect(invoice).toMatchObject({
      vatPrice: 0,
      reverseCharge: true,
      vatNum: 'DE123456789',
      payPrice: 360,
    })
  })

  it('another member asks for it: refused as an order that does not exist (-1), no data', async () => {
    const orderNo = await paidOrder()
    for (const id of ['company', 'enduser1']) {
      const other = await memberCall(server.app, id)
      const answer = await invoiceOf(orderNo, other)
      expect(answer.result.errCode, id).toBe(InvoiceCode.unknownOrder)
      expect(answer.invoice).toBeNull()
      for (const name of ['InvoiceHtml', 'InvoicePDF', 'GetInvoicePDF'] as const) {
        const document = await documentOf(name, orderNo, 'en', id)
        expect(document.headers['content-type'], name).toMatch(/application\/json/)
        expect(document.json<{ result: { errCode: number } }>().result.errCode).toBe(
          InvoiceCode.unknownOrder,
        )
        expect(document.body).not.toContain(orderNo.slice(2))
      }
    }
  })

  it('a company administrator reads the invoice of an order its end user paid; another end user of the company does not', async () => {
    const enduser = await memberCall(server.app, 'enduser1')
    const placed = await enduser<OrderAnswer>(endpoints.SetOrder4Stripe, yearlyOrder())
    expect(placed.result.errCode, placed.result.errMsg).toBe(0)
    expect((await submitForm(server.app, placed.url, { number: TEST_CARDS.success })).status).toBe(
      303,
    )
    const own = await invoiceOf(placed.orderNo, enduser)
    expect(own.invoice?.billTo.name).toBe('Kim Min-ji')
    const admin = await invoiceOf(placed.orderNo, await memberCall(server.app, 'company'))
    expect(admin.result.errCode).toBe(0)
    expect(admin.invoice?.invoiceNo).toBe(own.invoice?.invoiceNo)
    const colleague = await invoiceOf(placed.orderNo, await memberCall(server.app, 'enduser2'))
    expect(colleague.result.errCode).toBe(InvoiceCode.unknownOrder)
    expect((await invoiceOf(placed.orderNo)).result.errCode).toBe(InvoiceCode.unknownOrder)
  })

  it('an unpaid order has no invoice (-2), a declined one neither; an unknown number is -1; signed out is 401', async () => {
    const pending = await personal<OrderAnswer>(endpoints.SetOrder4Stripe, yearlyOrder())
    expect((await invoiceOf(pending.orderNo)).result.errCode).toBe(InvoiceCode.notPaid)
    await submitForm(server.app, pending.url, { number: TEST_CARDS.decline })
    expect((await invoiceOf(pending.orderNo)).result.errCode).toBe(InvoiceCode.notPaid)
    const pdf = await documentOf('GetInvoicePDF', pending.orderNo, 'en')
    expect(pdf.json<{ result: { errCode: number } }>().result.errCode).toBe(InvoiceCode.notPaid)
    expect((await invoiceOf('OR20260101000000000000')).result.errCode).toBe(
      InvoiceCode.unknownOrder,
    )
    const signedOut = await server.app.inject({
      method: 'GET',
      url: endpoints.GetInvoice.path,
      query: { orderNo: pending.orderNo },
    })
    expect(signedOut.statusCode).toBe(401)
  })
})

describe('InvoiceHtml: the invoice as a page', () => {
  it('shows the number, the amounts with 2 decimals and $, the date in the language, every value escaped', async () => {
    const orderNo = await paidOrder()
    await server.app.core.database.db
      .update(members)
      .set({ name: '<script>alert(1)</script> & "Pat"' })
      .where(eq(members.id, 'personal'))
    const { invoice } = await invoiceOf(orderNo)
    const en = await documentOf('InvoiceHtml', orderNo, 'en')
    expect(en.statusCode).toBe(200)
    expect(en.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(en.body).toContain(invoice?.invoiceNo ?? 'missing')
    expect(en.body).toContain('$360.00')
    expect(en.body).toContain('$26.10')
    expect(en.body).toContain('$386.10')
    expect(en.body).toContain('Sales tax (7.25%)')
    expect(en.body).toMatch(/[A-Z][a-z]{2} \d{1,2} \d{4}/)
    expect(en.body).not.toContain('<script>')
    expect(en.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Pat&quot;')
    const ko = await documentOf('InvoiceHtml', orderNo, 'ko')
    expect(ko.body).toContain('<html lang="ko">')
    expect(ko.body).toContain('인보이스')
    expect(ko.body).toMatch(/\d{4}년 \d{1,2}월 \d{1,2}일/)
    // The tax rule's name in the invoice's language, not the stored English one.
    expect(ko.body).toContain('판매세 (7.25%)')
    expect(ko.body).not.toContain('Sales tax')
  })
})

describe('InvoicePDF and GetInvoicePDF: a real PDF', () => {
  it('one A4 page with the invoice number, the amounts and the tax; GET offers it as a download', async () => {
    const orderNo = await paidOrder()
    const { invoice } = await invoiceOf(orderNo)
    const post = await documentOf('InvoicePDF', orderNo, 'en')
    expect(post.statusCode).toBe(200)
    expect(post.headers['content-type']).toBe('application/pdf')
    const pdf = post.rawPayload
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/)
    expect(pageCountOf(pdf)).toBe(1)
    const text = latinTextOf(pdf)
    expect(text).toContain(invoice?.invoiceNo ?? 'missing')
    expect(text).toContain('$386.10')
    expect(text).toContain('Sales tax (7.25%)')
    const get = await documentOf('GetInvoicePDF', orderNo, 'en')
    expect(get.headers['content-disposition']).toBe(
      `attachment; filename="${invoice?.invoiceNo ?? ''}.pdf"`,
    )
    expect(get.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('Korean, Japanese and Chinese names are drawn in embedded Noto subsets', async () => {
    const orderNo = await paidOrder()
    await server.app.core.database.db
      .update(members)
      .set({ name: '김민지 佐藤様 张伟' })
      .where(eq(members.id, 'personal'))
    const fontsOf = async (lang: string) => {
      const pdf = (await documentOf('GetInvoicePDF', orderNo, lang)).rawPayload
      expect(pageCountOf(pdf)).toBe(1)
      const raw = pdf.toString('latin1')
      expect(raw.includes('/FontFile3')).toBe(true)
      return {
        pdf,
        fonts: new Set([...raw.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1])),
      }
    }
    // Korean words and the Korean name in Noto Sans KR; 张 (simplified only) in Noto Sans SC
    const ko = await fontsOf('ko')
    expect(ko.fonts).toEqual(
      new Set(['NotoSansKR-Regular', 'NotoSansKR-Bold', 'NotoSansHans-Regular']),
    )
    // Japanese words in Noto Sans JP; the Hangul of the name still in Noto Sans KR
    const ja = await fontsOf('ja')
    expect(ja.fonts.has('NotoSansJP-Regular')).toBe(true)
    expect(ja.fonts.has('NotoSansJP-Bold')).toBe(true)
    expect(ja.fonts.has('NotoSansKR-Regular')).toBe(true)
    const pdf = ko.pdf
    // subsets, not whole fonts: the document stays small
    expect(pdf.length).toBeLessThan(200_000)
  })
})
