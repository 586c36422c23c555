import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PayMethod, endpoints } from '../../../src/contract/index.ts'
import { startTestServer, type TestServer } from '../helpers.ts'
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

const statusOf = async (orderNo: string) =>
  (await personal<{ order: { status: string } }>(endpoints.GetOrder, { orderNo })).order.status
const alipayStatus = async (sourceId: string) =>
  (await personal<{ status: string }>(endpoints.CheckAlipayStatus, { sourceId })).status

describe('PayPal: a nonce, SetOrder, the approval page', () => {
  it('approving pays the order and lands on the complete page; cancelling goes to the fail page', async () => {
    const { paypalNonce } = await personal<{ paypalNonce: string }>(endpoints.GetPaypalToken, {})
    expect(paypalNonce).toMatch(/^sandbox_nonce_/)
    const order = await personal<OrderAnswer>(
      endpoints.SetOrder,
      yearlyOrder({ payMethod: PayMethod.PAYPAL, token: paypalNonce }),
    )
    expect(order.url).toMatch(/^\/sandbox\/paypal\/pi_/)
    const page = await server.app.inject({ method: 'GET', url: order.url })
    expect(page.body).toContain('Approve and pay')
    expect((await submitForm(server.app, order.url, { choice: 'approve' })).location).toBe(
      '/pricing/complete?type=per',
    )
    expect(await statusOf(order.orderNo)).toBe('paid')

    const other = await personal<OrderAnswer>(
      endpoints.SetOrder,
      yearlyOrder({ payMethod: PayMethod.PAYPAL, token: paypalNonce }),
    )
    expect((await submitForm(server.app, other.url, { choice: 'cancel' })).location).toBe(
      '/pricing/complete?type=fail',
    )
    expect(await statusOf(other.orderNo)).toBe('failed')
  })
})

describe('Alipay: the page succeeds, fails or stays pending; CheckAlipayStatus follows', () => {
  const alipayOrder = async () => {
    const order = await personal<OrderAnswer>(
      endpoints.SetOrder4Stripe,
      yearlyOrder({ payMethod: PayMethod.ALIPAY }),
    )
    expect(order.url).toMatch(/^\/sandbox\/alipay\/pi_/)
    return { ...order, sourceId: order.url.split('/').pop() ?? '' }
  }

  it('pending, then authorised: pending → chargeable, the order paid', async () => {
    const order = await alipayOrder()
    expect(await alipayStatus(order.sourceId)).toBe('pending')
    expect((await submitForm(server.app, order.url, { choice: 'pending' })).location).toBe(
      '/pricing/complete?type=progress',
    )
    expect(await alipayStatus(order.sourceId)).toBe('pending')
    expect(await statusOf(order.orderNo)).toBe('pending')
    expect((await submitForm(server.app, order.url, { choice: 'authorize' })).location).toBe(
      '/pricing/complete?type=per',
    )
    expect(await alipayStatus(order.sourceId)).toBe('chargeable')
    expect(await statusOf(order.orderNo)).toBe('paid')
  })

  it('the order number answers as the payment reference does: the page needs no provider address (Stripe answers the complete page there)', async () => {
    const order = await alipayOrder()
    expect(order.orderNo).not.toBe(order.sourceId)
    expect(await alipayStatus(order.orderNo)).toBe('pending')
    await submitForm(server.app, order.url, { choice: 'authorize' })
    expect(await alipayStatus(order.orderNo)).toBe('chargeable')
    const card = await personal<OrderAnswer>(endpoints.SetOrder4Stripe, yearlyOrder())
    // A card order's number is no Alipay payment.
    const answer = await personal<{ status: string }>(endpoints.CheckAlipayStatus, {
      sourceId: card.orderNo,
    })
    expect(answer.result.errCode).toBe(-1)
  })

  it('failed: the fail page, CheckAlipayStatus failed, the order failed', async () => {
    const order = await alipayOrder()
    expect((await submitForm(server.app, order.url, { choice: 'fail' })).location).toBe(
      '/pricing/complete?type=fail',
    )
    expect(await alipayStatus(order.sourceId)).toBe('failed')
    expect(await statusOf(order.orderNo)).toBe('failed')
  })

  it("another member cannot read the status of someone's Alipay payment", async () => {
    const order = await alipayOrder()
    const company = await memberCall(server.app, 'company')
    const answer = await company<{ status: string }>(endpoints.CheckAlipayStatus, {
      sourceId: order.sourceId,
    })
    expect(answer.result.errCode).toBe(-1)
  })
})

describe('the card payment: a client secret first, then the order', () => {
  it('GetIntentBeforeSetOrder and SetOrder4Stripe with the same key name one order and one payment', async () => {
    const order = yearlyOrder()
    const intent = await personal<{ clientSecretkey: string; orderNo: string }>(
      endpoints.GetIntentBeforeSetOrder,
      order,
    )
    expect(intent.clientSecretkey).toMatch(/^pi_[0-9a-f]{24}_secret_/)
    const placed = await personal<OrderAnswer>(endpoints.SetOrder4Stripe, {
      ...order,
      token: intent.clientSecretkey,
    })
    expect(placed.orderNo).toBe(intent.orderNo)
    expect(intent.clientSecretkey.startsWith(placed.url.split('/').pop() ?? 'none')).toBe(true)
    const counts = await server.rowCounts()
    expect({ orders: counts.orders, payments: counts.sandboxPayments }).toEqual({
      orders: 1,
      payments: 1,
    })
    // The card page, like a provider's hosted page, offers a way back: the fail page.
    const page = await server.app.inject({ method: 'GET', url: placed.url })
    expect(page.body).toContain('<a href="/pricing/complete?type=fail">')
  })

  it('an unknown payment page is 404', async () => {
    const page = await server.app.inject({
      method: 'GET',
      url: '/sandbox/card/pi_000000000000000000000000',
    })
    expect(page.statusCode).toBe(404)
  })
})
