import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  Currency,
  OrderCode,
  PayMethod,
  SaleType,
  TEST_CARDS,
  endpoints,
} from '../../../src/contract/index.ts'
import { coupons, licenses, orders, paymentEvents } from '../../../server/commerce/tables.ts'
import { startTestServer, type TestServer } from '../helpers.ts'
import {
  memberCall,
  monthlyOrder,
  postWebhook,
  sandboxOf,
  submitForm,
  yearlyOrder,
  type MemberCall,
  type OrderAnswer,
} from './buying.ts'

/** Spec 2 §4 Ordering: "A month period with one unit goes to direct checkout" (POST CheckOut). */

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

const db = () => server.app.core.database.db
const written = async () => {
  const c = await server.rowCounts()
  return { orders: c.orders, payments: c.sandboxPayments }
}
const orderRow = async (orderNo: string) =>
  (await db().select().from(orders).where(eq(orders.orderNo, orderNo)))[0]
const statusOf = async (orderNo: string) =>
  (await personal<{ order: { status: string } | null }>(endpoints.GetOrder, { orderNo })).order
    ?.status

describe('CheckOut: one seat of a month on the checkout page', () => {
  it("answers errCode 0, the order number and the sandbox's checkout page; the order is pending", async () => {
    const answer = await personal<OrderAnswer>(endpoints.CheckOut, monthlyOrder())
    expect(answer.result.errCode).toBe(0)
    expect(answer.orderNo).toMatch(/^OR\d{20}$/)
    expect(answer.url).toMatch(/^\/sandbox\/card\/cs_[0-9a-f]{24}$/)
    expect(await statusOf(answer.orderNo)).toBe('pending')
    expect(await orderRow(answer.orderNo)).toMatchObject({
      saleType: SaleType.MONTHLY_SUBSCRIPTION,
      cntAdd: 1,
      total: 5363,
      tax: 363,
      provider: 'sandbox',
      providerRef: answer.url.split('/').pop(),
    })
    expect(await written()).toEqual({ orders: 1, payments: 1 })
  })

  it("paying on the page makes it paid through the session's signed webhook: a recurring one-seat licence", async () => {
    const { orderNo, url } = await personal<OrderAnswer>(endpoints.CheckOut, monthlyOrder())
    const page = await server.app.inject({ method: 'GET', url })
    expect(page.body).toContain('53.63 USD')
    const paid = await submitForm(server.app, url, { number: TEST_CARDS.success })
    expect(paid.status).toBe(303)
    expect(paid.location).toBe('/pricing/complete?type=per')
    expect(await statusOf(orderNo)).toBe('paid')
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.orderNo, orderNo))
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed'])
    const [licence] = await db().select().from(licenses).where(eq(licenses.orderNo, orderNo))
    expect(licence).toMatchObject({ saleType: 30, seats: 1, isRecurring: true })
  })

  it("a signed session event pays only the order whose session it names (the order's providerRef)", async () => {
    const { orderNo, url } = await personal<OrderAnswer>(endpoints.CheckOut, monthlyOrder())
    const sandbox = sandboxOf(server.app)
    const completed = (eventId: string, sessionId: string) =>
      JSON.stringify({
        id: eventId,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            amount_total: 5363,
            currency: 'usd',
            payment_status: 'paid',
            metadata: { orderNo },
          },
        },
      })
    const other = completed('evt_cs_other', 'cs_000000000000000000000000')
    expect((await postWebhook(server.app, other, sandbox.sign(other))).result.errMsg).toBe(
      'mismatch',
    )
    expect(await statusOf(orderNo)).toBe('pending')
    const own = completed('evt_cs_own', url.split('/').pop() ?? '')
    expect((await postWebhook(server.app, own, sandbox.sign(own))).result.errMsg).toBe('paid')
    expect(await statusOf(orderNo)).toBe('paid')
  })

  it('PayPal and Alipay go to their own pages, which pay the order too', async () => {
    const paypal = await personal<OrderAnswer>(
      endpoints.CheckOut,
      monthlyOrder({ payMethod: PayMethod.PAYPAL }),
    )
    expect(paypal.url).toMatch(/^\/sandbox\/paypal\/cs_/)
    await submitForm(server.app, paypal.url, { choice: 'approve' })
    expect(await statusOf(paypal.orderNo)).toBe('paid')

    const alipay = await personal<OrderAnswer>(
      endpoints.CheckOut,
      monthlyOrder({ payMethod: PayMethod.ALIPAY }),
    )
    expect(alipay.url).toMatch(/^\/sandbox\/alipay\/cs_/)
    const status = async () =>
      (
        await personal<{ status: string }>(endpoints.CheckAlipayStatus, {
          sourceId: alipay.orderNo,
        })
      ).status
    await submitForm(server.app, alipay.url, { choice: 'pending' })
    expect(await status()).toBe('pending')
    expect(await statusOf(alipay.orderNo)).toBe('pending')
    await submitForm(server.app, alipay.url, { choice: 'authorize' })
    expect(await status()).toBe('chargeable')
    expect(await statusOf(alipay.orderNo)).toBe('paid')
  })

  it('a failed payment fails the order; the failure on the page is final for Alipay', async () => {
    const alipay = await personal<OrderAnswer>(
      endpoints.CheckOut,
      monthlyOrder({ payMethod: PayMethod.ALIPAY }),
    )
    expect((await submitForm(server.app, alipay.url, { choice: 'fail' })).location).toBe(
      '/pricing/complete?type=fail',
    )
    expect(await statusOf(alipay.orderNo)).toBe('failed')
    const events = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderNo, alipay.orderNo))
    expect(events.map((e) => e.type)).toEqual(['checkout.session.async_payment_failed'])
  })
})

describe('CheckOut takes one seat of one month only, before anything is written', () => {
  it('a yearly order, two seats, two months and a free coupon order are refused (stepBlocked)', async () => {
    const refused = {
      yearly: yearlyOrder(),
      twoSeats: monthlyOrder({ cntAdd: 2, price: 107.25 }),
      twoMonths: monthlyOrder({ cntExtend: 2, price: 107.25 }),
      coupon: monthlyOrder({ payMethod: PayMethod.COUPON, price: 0 }),
    }
    for (const [name, order] of Object.entries(refused)) {
      const answer = await personal<OrderAnswer>(endpoints.CheckOut, order)
      expect(answer.result.errCode, name).toBe(OrderCode.stepBlocked)
      expect(answer.result.errMsg, name).not.toBe('')
      expect(answer.orderNo, name).toBe('')
      expect(answer.url, name).toBe('')
    }
    expect(await written()).toEqual({ orders: 0, payments: 0 })
    // The same orders at their server price are fine where they belong: the refusal is the rule's.
    for (const order of [refused.yearly, refused.twoSeats, refused.twoMonths])
      expect((await personal<OrderAnswer>(endpoints.SetOrder4Stripe, order)).result.errCode).toBe(0)
  })

  it('the server decides the price: a wrong price is refused (-3) and nothing is written', async () => {
    for (const price of [1, 50, 53.62, 53.64]) {
      const answer = await personal<OrderAnswer>(endpoints.CheckOut, monthlyOrder({ price }))
      expect(answer.result.errCode, String(price)).toBe(OrderCode.priceChanged)
      expect(answer.orderNo).toBe('')
    }
    expect(await written()).toEqual({ orders: 0, payments: 0 })
  })
})

describe('the other order calls leave one seat of a month to CheckOut', () => {
  it('SetOrder4Stripe, GetIntentBeforeSetOrder and SetOrder (PayPal) refuse it (stepBlocked), nothing written', async () => {
    const calls = [
      [endpoints.SetOrder4Stripe, PayMethod.STRIPE],
      [endpoints.SetOrder4Stripe, PayMethod.ALIPAY],
      [endpoints.GetIntentBeforeSetOrder, PayMethod.STRIPE],
      [endpoints.SetOrder, PayMethod.PAYPAL],
    ] as const
    for (const [ep, payMethod] of calls) {
      const answer = await personal<{ orderNo: string }>(ep, monthlyOrder({ payMethod }))
      expect(answer.result.errCode, ep.name).toBe(OrderCode.stepBlocked)
      expect(answer.result.errMsg, ep.name).toMatch(/CheckOut/)
      expect(answer.orderNo, ep.name).toBe('')
    }
    expect(await written()).toEqual({ orders: 0, payments: 0 })
  })

  it('a free coupon order of one seat of a month stays with SetOrder: complete at once', async () => {
    const now = Date.now()
    await db()
      .insert(coupons)
      .values({
        couponCode: 'FREEMONTH',
        couponDesc: 'One free month of the personal licence',
        isDiscountRate: true,
        discountValue: 100,
        prdOptSeq: 101,
        saleType: SaleType.MONTHLY_SUBSCRIPTION,
        currency: Currency.USD,
        startDt: new Date(now - 86_400_000),
        expiredDt: new Date(now + 86_400_000),
        maxRedemptions: 10,
      })
    const free = await personal<OrderAnswer>(
      endpoints.SetOrder,
      monthlyOrder({ payMethod: PayMethod.COUPON, couponCode: 'FREEMONTH', price: 0 }),
    )
    expect(free.result.errCode).toBe(0)
    expect(await statusOf(free.orderNo)).toBe('paid')
    expect(await written()).toEqual({ orders: 1, payments: 0 })
  })
})

describe('CheckOut is exactly once per idempotency key', () => {
  it('10 parallel calls with one key make one order and one sandbox payment; all answer its number', async () => {
    const order = monthlyOrder()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => personal<OrderAnswer>(endpoints.CheckOut, order)),
    )
    expect(answers.map((a) => a.result.errCode)).toEqual(Array.from({ length: 10 }, () => 0))
    expect(new Set(answers.map((a) => a.orderNo)).size).toBe(1)
    expect(new Set(answers.map((a) => a.url)).size).toBe(1)
    expect(await written()).toEqual({ orders: 1, payments: 1 })
  })
})
