import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CouponResult, PayMethod, endpoints } from '../../../src/contract/index.ts'
import { DEMO_COUPONS } from '../../../server/commerce/orders/seed.ts'
import { redeemCoupon } from '../../../server/commerce/orders/coupons.ts'
import { coupons, orders } from '../../../server/commerce/tables.ts'
import { startTestServer, type TestServer } from '../helpers.ts'
import { VALID } from '../validRequests.ts'
import {
  memberCall,
  paymentEvent,
  postWebhook,
  sandboxOf,
  yearlyOrder,
  type MemberCall,
  type OrderAnswer,
} from './buying.ts'

let server: TestServer
let personal: MemberCall
beforeAll(async () => {
  // The visitor's country is read from the proxy's header only behind a trusted proxy.
  server = await startTestServer({ TRUST_PROXY: '1' })
})
afterAll(() => server.close())
beforeEach(async () => {
  await server.reset()
  personal = await memberCall(server.app, 'personal')
})

const reg = (couponCode: string, prdOptSeq = 102) =>
  personal<{ coupon: { couponCode: string } | null }>(endpoints.RegCoupon, {
    couponCode,
    prdOptSeq,
    productName: 'Personal yearly',
  })

describe('RegCoupon answers the codes of spec 2 §8', () => {
  it('0 registered, 2000 already registered, 2003 expired, 2004 another product, 2005 used up, -1 unknown', async () => {
    expect((await reg(DEMO_COUPONS.rate)).result.errCode).toBe(0)
    expect((await reg(DEMO_COUPONS.rate.toLowerCase())).result.errCode).toBe(
      CouponResult.alreadyRegistered,
    )
    expect((await reg(DEMO_COUPONS.expired)).result.errCode).toBe(CouponResult.expired)
    expect((await reg(DEMO_COUPONS.amount, 101)).result.errCode).toBe(CouponResult.cannotAdd)
    await server.app.core.database.db
      .update(coupons)
      .set({ redeemed: 5 })
      .where(eq(coupons.couponCode, DEMO_COUPONS.limited))
    expect((await reg(DEMO_COUPONS.limited)).result.errCode).toBe(CouponResult.limitReached)
    expect((await reg('NO-SUCH-CODE')).result.errCode).toBe(CouponResult.notValid)
  })

  it('a blank code is refused by the contract (CANT_BE_BLANK)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: endpoints.RegCoupon.path,
      payload: { couponCode: '  ', prdOptSeq: 102, productName: '' },
      cookies: { jwt_token: '' },
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
  })
})

describe('Coupon/List shows the registered coupons in the order currency', () => {
  it('a USD visitor sees the USD coupons; a visitor from China sees the CNY one', async () => {
    for (const code of [DEMO_COUPONS.rate, DEMO_COUPONS.amount, DEMO_COUPONS.otherCurrency])
      expect((await reg(code, 0)).result.errCode).toBe(0)
    const usd = await personal<{ totalCnt: number; list: Array<{ couponCode: string }> }>(
      endpoints.CouponList,
      { prdOptSeq: 102 },
    )
    expect(usd.list.map((c) => c.couponCode)).toEqual([DEMO_COUPONS.rate, DEMO_COUPONS.amount])
    const cny = await personal<{ list: Array<{ couponCode: string; discountValue: number }> }>(
      endpoints.CouponList,
      { prdOptSeq: 0 },
      { 'x-country-code': 'CN' },
    )
    expect(cny.list).toMatchObject([{ couponCode: DEMO_COUPONS.otherCurrency, discountValue: 100 }])
  })
})

describe('ApplyCoupon recalculates the price and the tax', () => {
  it('20% off $360 is $288, and California tax on it is $20.88; $50 off is $310; another currency is 2004', async () => {
    const rate = await personal<{
      info: { payPrice: number; discountPrice: number }
      mData: { tax: number; total: number }
    }>(endpoints.ApplyCoupon, { ...VALID.ApplyCoupon, state: 'CA' })
    expect(rate.info).toMatchObject({ payPrice: 288, discountPrice: 72 })
    expect(rate.mData).toMatchObject({ tax: 20.88, total: 308.88 })
    const amount = await personal<{ info: { payPrice: number } }>(endpoints.ApplyCoupon, {
      ...VALID.ApplyCoupon,
      couponCode: DEMO_COUPONS.amount,
    })
    expect(amount.info.payPrice).toBe(310)
    const other = await personal(endpoints.ApplyCoupon, {
      ...VALID.ApplyCoupon,
      couponCode: DEMO_COUPONS.otherCurrency,
    })
    expect(other.result.errCode).toBe(CouponResult.cannotAdd)
    const expired = await personal(endpoints.ApplyCoupon, {
      ...VALID.ApplyCoupon,
      couponCode: DEMO_COUPONS.expired,
    })
    expect(expired.result.errCode).toBe(CouponResult.expired)
  })
})

describe('coupons on orders', () => {
  it('one coupon with a limit of 5 used by 20 parallel orders: 5 orders, 15 refused with 2005, redeemed 5', async () => {
    // 10% off $360 = $324, plus 7.25% = $23.49: $347.49
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        personal<OrderAnswer>(
          endpoints.SetOrder4Stripe,
          yearlyOrder({ couponCode: DEMO_COUPONS.limited, price: 347.49 }),
        ),
      ),
    )
    expect(answers.filter((a) => a.result.errCode === 0)).toHaveLength(5)
    expect(answers.filter((a) => a.result.errCode === CouponResult.limitReached)).toHaveLength(15)
    const [coupon] = await server.app.core.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.couponCode, DEMO_COUPONS.limited))
    expect(coupon?.redeemed).toBe(5)
    expect((await server.rowCounts()).orders).toBe(5)
  })

  it('a failed payment gives its coupon use back, once; a success after it (another card) takes it again', async () => {
    const db = server.app.core.database.db
    const redeemed = async () =>
      (await db.select().from(coupons).where(eq(coupons.couponCode, DEMO_COUPONS.limited)))[0]
        ?.redeemed
    const answer = await personal<OrderAnswer>(
      endpoints.SetOrder4Stripe,
      yearlyOrder({ couponCode: DEMO_COUPONS.limited, price: 347.49 }),
    )
    expect(answer.result.errCode).toBe(0)
    expect(await redeemed()).toBe(1)
    const payment = {
      id: answer.url.split('/').pop() ?? '',
      amount: 34749,
      currency: 'USD',
      orderNo: answer.orderNo,
    }
    const sandbox = sandboxOf(server.app)
    const declined = paymentEvent('evt_declined', 'payment_intent.payment_failed', payment)
    expect((await postWebhook(server.app, declined, sandbox.sign(declined))).result.errMsg).toBe(
      'failed',
    )
    expect(await redeemed()).toBe(0)
    // The same failure again, and a second failure of the failed order: nothing more is given back.
    await postWebhook(server.app, declined, sandbox.sign(declined))
    const declinedAgain = paymentEvent('evt_declined_2', 'payment_intent.payment_failed', payment)
    await postWebhook(server.app, declinedAgain, sandbox.sign(declinedAgain))
    expect(await redeemed()).toBe(0)
    const paid = paymentEvent('evt_paid', 'payment_intent.succeeded', payment)
    expect((await postWebhook(server.app, paid, sandbox.sign(paid))).result.errMsg).toBe('paid')
    expect(await redeemed()).toBe(1)
  })

  it('the use itself is one conditional statement: 20 parallel takes of a coupon of 5 uses, 5 succeed', async () => {
    // Past the order's own check (which a parallel order may pass before another commits), the
    // limit holds in the database.
    const db = server.app.core.database.db
    const takes = await Promise.all(
      Array.from({ length: 20 }, () => redeemCoupon(db, DEMO_COUPONS.limited)),
    )
    expect(takes.filter(Boolean)).toHaveLength(5)
  })

  it('a free coupon places a payMethod 8 order of 0, complete at once with its licence and invoice', async () => {
    const free = await personal<OrderAnswer>(
      endpoints.SetOrder,
      yearlyOrder({
        payMethod: PayMethod.COUPON,
        couponCode: DEMO_COUPONS.free,
        price: 0,
        country: '',
        address1: '',
        city: '',
        state: '',
        zipcode: '',
      }),
    )
    expect(free.result.errCode).toBe(0)
    expect(free.url).toBe('/pricing/complete?type=per')
    const [row] = await server.app.core.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, free.orderNo))
    expect(row).toMatchObject({ payMethod: 8, total: 0, status: 'paid' })
    const c = await server.rowCounts()
    expect({ licenses: c.licenses, invoices: c.invoices }).toEqual({ licenses: 1, invoices: 1 })
  })

  it('payMethod 8 for an order that costs something is refused; a paid order with a free coupon too', async () => {
    const notFree = await personal<OrderAnswer>(
      endpoints.SetOrder,
      yearlyOrder({ payMethod: PayMethod.COUPON, price: 386.1 }),
    )
    expect(notFree.result.errCode).not.toBe(0)
    const cardForFree = await personal<OrderAnswer>(
      endpoints.SetOrder4Stripe,
      yearlyOrder({ couponCode: DEMO_COUPONS.free, price: 0 }),
    )
    expect(cardForFree.result.errCode).not.toBe(0)
    expect((await server.rowCounts()).orders).toBe(0)
  })
})
