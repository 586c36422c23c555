import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { OrderCode, TEST_CARDS, TaxCode, endpoints } from '../../../src/contract/index.ts'
import { orders } from '../../../server/commerce/tables.ts'
import { startTestServer, type TestServer } from '../helpers.ts'
import { VALID } from '../validRequests.ts'
import { memberCall, submitForm, yearlyOrder, type MemberCall, type OrderAnswer } from './buying.ts'

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

const counts = async () => {
  const c = await server.rowCounts()
  return { orders: c.orders, licenses: c.licenses, invoices: c.invoices }
}

describe('the server decides every price', () => {
  it('GetCalcPrice: the yearly personal licence is $360 in the US and ¥2,520 in China', async () => {
    const us = await personal<{ info: Array<{ payPrice: number; currency: string }> }>(
      endpoints.GetCalcPrice,
      VALID.GetCalcPrice,
    )
    expect(us.info[0]).toMatchObject({ payPrice: 360, currency: 'USD' })
    const cn = await personal<{ info: Array<{ payPrice: number; currency: string }> }>(
      endpoints.GetCalcPrice,
      { ...VALID.GetCalcPrice, country: 'CN' },
    )
    expect(cn.info[0]).toMatchObject({ payPrice: 2520, currency: 'CNY' })
  })

  it('GetCalcTax: California sales tax 7.25 %; an EU business with a VAT number pays none (reverse charge, errCode 1)', async () => {
    const ca = await personal<{ tax: number; mData: { total: number; taxRate: number } }>(
      endpoints.GetCalcTax,
      VALID.GetCalcTax,
    )
    expect(ca.result.errCode).toBe(TaxCode.taxed)
    expect(ca.tax).toBe(26.1)
    expect(ca.mData).toMatchObject({ total: 386.1, taxRate: 7.25 })
    const de = { ...VALID.GetCalcTax, country: 'DE', state: '', zipcode: '10115', city: 'Berlin' }
    const consumer = await personal<{ tax: number }>(endpoints.GetCalcTax, de)
    expect(consumer.tax).toBe(68.4)
    const business = await personal<{ tax: number; mData: { reverseCharge: boolean } }>(
      endpoints.GetCalcTax,
      { ...de, vatNum: 'DE 123 456 789' },
    )
    expect(business.result.errCode).toBe(TaxCode.untaxed)
    expect(business.tax).toBe(0)
    expect(business.mData.reverseCharge).toBe(true)
  })

  it('a tampered price is refused (-3) and no order is written; the server price is accepted', async () => {
    const before = await counts()
    for (const price of [1, 360, 386.09, 386.11]) {
      const answer = await personal<OrderAnswer>(endpoints.SetOrder4Stripe, yearlyOrder({ price }))
      expect(answer.result.errCode, String(price)).toBe(OrderCode.priceChanged)
      expect(answer.orderNo).toBe('')
    }
    expect(await counts()).toEqual(before)
    const fair = await personal<OrderAnswer>(endpoints.SetOrder4Stripe, yearlyOrder())
    expect(fair.result.errCode).toBe(0)
    const [row] = await server.app.core.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, fair.orderNo))
    expect(row).toMatchObject({ total: 38610, tax: 2610, payPrice: 36000, status: 'pending' })
  })
})

describe('orders are exactly once', () => {
  it('20 parallel submissions with one idempotency key make one order, and all get its number', async () => {
    const order = yearlyOrder()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => personal<OrderAnswer>(endpoints.SetOrder4Stripe, order)),
    )
    expect(answers.every((a) => a.result.errCode === 0)).toBe(true)
    expect(new Set(answers.map((a) => a.orderNo)).size).toBe(1)
    expect(new Set(answers.map((a) => a.url)).size).toBe(1)
    expect((await server.rowCounts()).orders).toBe(1)
    expect((await server.rowCounts()).sandboxPayments).toBe(1)
  })

  it('the same key for another order is refused; a new key is a new order', async () => {
    const order = yearlyOrder()
    const first = await personal<OrderAnswer>(endpoints.SetOrder4Stripe, order)
    const other = await personal<OrderAnswer>(endpoints.SetOrder4Stripe, {
      ...order,
      cntExtend: 2,
      price: 772.2,
    })
    expect(other.result.errCode).toBe(OrderCode.keyReused)
    const second = await personal<OrderAnswer>(endpoints.SetOrder4Stripe, yearlyOrder())
    expect(second.orderNo).not.toBe(first.orderNo)
    expect((await server.rowCounts()).orders).toBe(2)
  })

  it('ordering needs the terms agreed and a payment method the call takes', async () => {
    const unagreed = await personal<OrderAnswer>(
      endpoints.SetOrder4Stripe,
      yearlyOrder({ chkAgreement: false }),
    )
    expect(unagreed.result.errCode).toBe(OrderCode.stepBlocked)
    const paypalOnCardCall = await personal<OrderAnswer>(
      endpoints.SetOrder4Stripe,
      yearlyOrder({ payMethod: 1 }),
    )
    expect(paypalOnCardCall.result.errCode).toBe(OrderCode.stepBlocked)
    expect((await server.rowCounts()).orders).toBe(0)
  })
})

describe('enterprise: a company buys for its own end users only', () => {
  it('company buys network seats for enduser1; not for an end user of another company', async () => {
    const company = await memberCall(server.app, 'company')
    const network = {
      prdOptSeq: 107,
      saleType: 365,
      cntAdd: 3,
      country: 'KR',
      state: '',
      city: 'Seoul',
      zipcode: '04524',
    }
    const price = await company<{ info: Array<{ payPrice: number }> }>(endpoints.GetCalcPrice, {
      ...VALID.GetCalcPrice,
      prdOptSeq: 107,
      cntAdd: 3,
      country: 'KR',
      targetUserId: 'enduser1',
    })
    expect(price.info[0]?.payPrice).toBe(6000)
    const mine = await company<OrderAnswer>(
      endpoints.SetOrder4Stripe,
      yearlyOrder({ ...network, targetUserId: 'enduser1', price: 6600 }),
    )
    expect(mine.result.errCode).toBe(0)
    const theirs = await company<OrderAnswer>(
      endpoints.SetOrder4Stripe,
      yearlyOrder({ ...network, targetUserId: 'sakurauser', price: 6600 }),
    )
    expect(theirs.result.errCode).toBe(OrderCode.targetNotAllowed)
  })
})

describe('the sandbox card page', () => {
  const order = async () => {
    const answer = await personal<OrderAnswer>(endpoints.SetOrder4Stripe, yearlyOrder())
    expect(answer.url).toMatch(/^\/sandbox\/card\/pi_[0-9a-f]{24}$/)
    return answer
  }
  const status = async (orderNo: string) =>
    (
      await personal<{ order: { status: string; invoiceNo: string; licenseSeq: number } }>(
        endpoints.GetOrder,
        { orderNo },
      )
    ).order

  it('4242 4242 4242 4242 pays: the webhook makes the order paid with one licence and one MD_ invoice', async () => {
    const { orderNo, url } = await order()
    const page = await server.app.inject({ method: 'GET', url })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<label for="number">Card number</label>')
    expect(page.body).toContain('386.10 USD')
    expect((await status(orderNo)).status).toBe('pending')
    const paid = await submitForm(server.app, url, { number: TEST_CARDS.success })
    expect(paid.status).toBe(303)
    expect(paid.location).toBe('/pricing/complete?type=per')
    const after = await status(orderNo)
    expect(after.status).toBe('paid')
    expect(after.invoiceNo).toMatch(/^MD_\d{8}\d{6}$/)
    expect(after.licenseSeq).toBeGreaterThan(0)
    expect(await counts()).toEqual({ orders: 1, licenses: 1, invoices: 1 })
  })

  it('a declined card and insufficient funds stay on the page with the reason; the order is failed, then another card pays', async () => {
    const { orderNo, url } = await order()
    const declined = await submitForm(server.app, url, { number: TEST_CARDS.decline })
    expect(declined.status).toBe(402)
    expect(declined.body).toContain('Your card was declined.')
    expect((await status(orderNo)).status).toBe('failed')
    const poor = await submitForm(server.app, url, { number: TEST_CARDS.insufficientFunds })
    expect(poor.body).toContain('insufficient funds')
    const paid = await submitForm(server.app, url, { number: TEST_CARDS.success })
    expect(paid.status).toBe(303)
    expect((await status(orderNo)).status).toBe('paid')
    expect(await counts()).toEqual({ orders: 1, licenses: 1, invoices: 1 })
  })

  it("a buyer in Korean comes back to the Korean complete page (the order's locale)", async () => {
    const answer = await personal<OrderAnswer>(
      endpoints.SetOrder4Stripe,
      yearlyOrder({ locale: 'ko' }),
    )
    const paid = await submitForm(server.app, answer.url, { number: TEST_CARDS.success })
    expect(paid.location).toBe('/ko/pricing/complete?type=per')
  })

  it('the 3-D Secure card asks for authentication: failing it declines, completing it pays', async () => {
    const { orderNo, url } = await order()
    const challenge = await submitForm(server.app, url, { number: TEST_CARDS.threeDSecure })
    expect(challenge.location).toBe(`${url}/3ds`)
    expect((await status(orderNo)).status).toBe('pending')
    const failed = await submitForm(server.app, `${url}/3ds`, { choice: 'fail' })
    expect(failed.body).toContain('unable to authenticate')
    expect((await status(orderNo)).status).toBe('failed')
    await submitForm(server.app, url, { number: TEST_CARDS.threeDSecure })
    const done = await submitForm(server.app, `${url}/3ds`, { choice: 'complete' })
    expect(done.location).toBe('/pricing/complete?type=per')
    expect((await status(orderNo)).status).toBe('paid')
  })
})
