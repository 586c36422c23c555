import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import Stripe from 'stripe'
import {
  PayMethod,
  WebhookCode,
  endpoints,
  STRIPE_SIGNATURE_HEADER,
} from '../../../src/contract/index.ts'
import { stripeProvider } from '../../../server/commerce/payments/stripe.ts'
import { privateDatabase, startTestServer, type TestServer } from '../helpers.ts'
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
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(async () => {
  await server.reset()
  personal = await memberCall(server.app, 'personal')
})

const books = async () => {
  const c = await server.rowCounts()
  return { licenses: c.licenses, invoices: c.invoices }
}
const statusOf = async (call: MemberCall, orderNo: string) =>
  (await call<{ order: { status: string } | null }>(endpoints.GetOrder, { orderNo })).order?.status

/** A pending card order and its sandbox payment, as the webhook events name them. */
async function pendingOrder() {
  const answer = await personal<OrderAnswer>(endpoints.SetOrder4Stripe, yearlyOrder())
  const id = answer.url.split('/').pop() ?? ''
  return {
    orderNo: answer.orderNo,
    payment: { id, amount: 38610, currency: 'USD', orderNo: answer.orderNo },
  }
}

describe('only a signed webhook makes an order paid, once', () => {
  it('a replayed success and a failure delivered after it (out of order) leave one paid order, one licence, one invoice', async () => {
    const sandbox = sandboxOf(server.app)
    const { orderNo, payment } = await pendingOrder()
    const failedEarlier = paymentEvent('evt_fail_1', 'payment_intent.payment_failed', payment, 1000)
    const succeeded = paymentEvent('evt_ok_1', 'payment_intent.succeeded', payment)
    const first = await postWebhook(server.app, succeeded, sandbox.sign(succeeded))
    expect(first.result).toMatchObject({ errCode: 0, errMsg: 'paid' })
    for (let i = 0; i < 3; i++) {
      const replay = await postWebhook(server.app, succeeded, sandbox.sign(succeeded))
      expect(replay.result).toMatchObject({ errCode: 0, errMsg: 'duplicate' })
    }
    const late = await postWebhook(server.app, failedEarlier, sandbox.sign(failedEarlier))
    expect(late.result.errMsg).toBe('unchanged')
    const anotherSuccess = paymentEvent('evt_ok_2', 'payment_intent.succeeded', payment)
    expect(
      (await postWebhook(server.app, anotherSuccess, sandbox.sign(anotherSuccess))).result.errMsg,
    ).toBe('unchanged')
    expect(await statusOf(personal, orderNo)).toBe('paid')
    expect(await books()).toEqual({ licenses: 1, invoices: 1 })
  })

  it('20 parallel deliveries of one success: one licence, one invoice', async () => {
    const sandbox = sandboxOf(server.app)
    const { orderNo, payment } = await pendingOrder()
    const succeeded = paymentEvent('evt_parallel', 'payment_intent.succeeded', payment)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postWebhook(server.app, succeeded, sandbox.sign(succeeded))),
    )
    expect(answers.filter((a) => a.result.errMsg === 'paid')).toHaveLength(1)
    expect(await statusOf(personal, orderNo)).toBe('paid')
    expect(await books()).toEqual({ licenses: 1, invoices: 1 })
  })

  it('a bad signature, a body changed after signing, an old timestamp, no signature: refused (400, errCode -1), nothing changes', async () => {
    const sandbox = sandboxOf(server.app)
    const { orderNo, payment } = await pendingOrder()
    const succeeded = paymentEvent('evt_forged', 'payment_intent.succeeded', payment)
    const forged = [
      await postWebhook(server.app, succeeded, 't=1,v1=' + 'ab'.repeat(32)),
      await postWebhook(server.app, succeeded.replace('38610', '100'), sandbox.sign(succeeded)),
      await postWebhook(
        server.app,
        succeeded,
        sandbox.sign(succeeded, Math.floor(Date.now() / 1000) - 3600),
      ),
      await postWebhook(server.app, succeeded),
      await postWebhook(
        server.app,
        succeeded,
        // One hex digit of the signature changed (always changed: '0' becomes '1', any other '0').
        sandbox
          .sign(succeeded)
          .replace(/v1=(.)/, (_: string, digit: string) => `v1=${digit === '0' ? '1' : '0'}`),
      ),
    ]
    for (const answer of forged) {
      // 400 as Stripe asks of a failed check: the sender sees the refusal in its delivery log.
      expect(answer.httpStatus).toBe(400)
      expect(answer.result.errCode).toBe(WebhookCode.badSignature)
      expect(answer.received).toBe(false)
    }
    expect(await statusOf(personal, orderNo)).toBe('pending')
    expect((await server.rowCounts()).paymentEvents).toBe(0)
  })

  it('a signed event whose amount is not the order total pays nothing', async () => {
    const sandbox = sandboxOf(server.app)
    const { orderNo, payment } = await pendingOrder()
    const short = paymentEvent('evt_short', 'payment_intent.succeeded', { ...payment, amount: 100 })
    expect((await postWebhook(server.app, short, sandbox.sign(short))).result.errMsg).toBe(
      'mismatch',
    )
    expect(await statusOf(personal, orderNo)).toBe('pending')
  })
})

describe('a server stopped between the payment and the webhook loses nothing', () => {
  const dir = mkdtempSync(join(tmpdir(), 'drape3d-orders-restart-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('the provider recorded the payment, the server stopped before the webhook; the next server receives it and completes the order', async () => {
    // Both servers on one database: the PGlite folder, or one PostgreSQL database when CI names a server.
    const database = await privateDatabase()
    const env = {
      PGLITE_DIR: dir,
      DATABASE_URL: database.url ?? '',
      PAYMENT_SANDBOX_SECRET: 'restart-test-secret-restart-test-secret',
    }
    const first = await startTestServer(env)
    const buyer = await memberCall(first.app, 'personal')
    const answer = await buyer<OrderAnswer>(endpoints.SetOrder4Stripe, yearlyOrder())
    const paymentId = answer.url.split('/').pop() ?? ''
    // The provider's side takes the payment and queues its event; the server stops before it arrives.
    const sandbox = sandboxOf(first.app)
    sandbox.connect(() => Promise.resolve(false))
    await sandbox.record(paymentId, 'succeeded')
    expect(await sandbox.deliverPending()).toBe(0)
    expect(await statusOf(buyer, answer.orderNo)).toBe('pending')
    await first.close()

    const second = await startTestServer(env)
    try {
      const again = await memberCall(second.app, 'personal')
      // The retry (at start, or the next timer) delivers the queued event.
      expect(await sandboxOf(second.app).deliverPending()).toBeLessThanOrEqual(1)
      expect(await statusOf(again, answer.orderNo)).toBe('paid')
      const counts = await second.rowCounts()
      expect({ licenses: counts.licenses, invoices: counts.invoices }).toEqual({
        licenses: 1,
        invoices: 1,
      })
      // The same event retried once more changes nothing.
      expect(await sandboxOf(second.app).deliverPending()).toBe(0)
    } finally {
      await second.close()
      await database.drop()
    }
  }, 60_000)
})

describe('the Stripe adapter checks webhooks with the stripe package (offline)', () => {
  const webhookSecret = 'whsec_test_secret_for_offline_checks'
  const provider = stripeProvider(
    { secretKey: 'sk_test_offline', webhookSecret, publicUrl: 'http://localhost:5400' },
    new Stripe('sk_test_offline'),
  )
  const body = paymentEvent('evt_stripe_1', 'payment_intent.succeeded', {
    id: 'pi_stripe_1',
    amount: 38610,
    currency: 'USD',
    orderNo: 'OR20260101000000000001',
  })

  it('a header made by stripe.webhooks.generateTestHeaderString is accepted and read as the order’s success', () => {
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: webhookSecret,
    })
    expect(provider.verifyWebhook(body, { [STRIPE_SIGNATURE_HEADER]: header })).toEqual({
      eventId: 'evt_stripe_1',
      type: 'payment_intent.succeeded',
      outcome: 'succeeded',
      orderNo: 'OR20260101000000000001',
      ref: 'pi_stripe_1',
      amount: 38610,
      currency: 'USD',
    })
  })

  it('another secret, a changed body, an old timestamp or no header: refused', () => {
    const other = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_other' })
    const old = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    })
    const good = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret })
    expect(provider.verifyWebhook(body, { [STRIPE_SIGNATURE_HEADER]: other })).toBeNull()
    expect(provider.verifyWebhook(body, { [STRIPE_SIGNATURE_HEADER]: old })).toBeNull()
    expect(
      provider.verifyWebhook(body.replace('38610', '1'), { [STRIPE_SIGNATURE_HEADER]: good }),
    ).toBeNull()
    expect(provider.verifyWebhook(body, {})).toBeNull()
  })
})

describe('the Stripe adapter opens a Checkout Session for a direct checkout (offline)', () => {
  const webhookSecret = 'whsec_test_secret_for_offline_checks'
  const orderNo = 'OR20260101000000000002'
  const session = {
    id: 'cs_test_direct_1',
    object: 'checkout.session',
    url: 'https://checkout.stripe.com/c/pay/cs_test_direct_1',
    mode: 'subscription',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: 5363,
    currency: 'usd',
    client_reference_id: orderNo,
    metadata: { orderNo, memberId: 'personal' },
  }
  /** A Stripe client whose requests are kept and answered with the session, never sent. */
  function offlineStripe() {
    const sent: Array<{
      method: string
      url: string
      body: string
      idempotencyKey: string | null
    }> = []
    const fakeFetch = async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init)
      sent.push({
        method: request.method,
        url: request.url,
        body: await request.text(),
        idempotencyKey: request.headers.get('idempotency-key'),
      })
      return new Response(JSON.stringify(session), {
        status: 200,
        headers: { 'content-type': 'application/json', 'request-id': 'req_offline' },
      })
    }
    const client = new Stripe('sk_test_offline', {
      httpClient: Stripe.createFetchHttpClient(fakeFetch),
      maxNetworkRetries: 0,
    })
    const provider = stripeProvider(
      { secretKey: 'sk_test_offline', webhookSecret, publicUrl: 'https://drape3d.example' },
      client,
    )
    return { provider, sent }
  }
  const order = {
    orderNo,
    memberId: 'personal',
    method: PayMethod.STRIPE,
    amount: 5363,
    currency: 'USD',
    returnUrl: '/ko/pricing/complete?type=per',
  }

  it('a monthly subscription of one seat at the order total, back to the complete page or the fail page, once per order', async () => {
    const { provider, sent } = offlineStripe()
    expect(await provider.createCheckout(order)).toEqual({
      ref: 'cs_test_direct_1',
      clientSecret: '',
      url: 'https://checkout.stripe.com/c/pay/cs_test_direct_1',
    })
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.stripe.com/v1/checkout/sessions',
      idempotencyKey: `checkout-${orderNo}`,
    })
    expect(Object.fromEntries(new URLSearchParams(sent[0]?.body))).toEqual({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '5363',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': `Order ${orderNo}`,
      success_url: 'https://drape3d.example/ko/pricing/complete?type=per',
      cancel_url: 'https://drape3d.example/ko/pricing/complete?type=fail',
      client_reference_id: orderNo,
      'metadata[orderNo]': orderNo,
      'metadata[memberId]': 'personal',
      'subscription_data[metadata][orderNo]': orderNo,
      'subscription_data[metadata][memberId]': 'personal',
      'allowed_payment_method_types[0]': 'card',
    })
  })

  it('PayPal limits the session to PayPal; Alipay (no subscriptions at Stripe) leaves the methods to Stripe', async () => {
    const { provider, sent } = offlineStripe()
    await provider.createCheckout({ ...order, method: PayMethod.PAYPAL })
    await provider.createCheckout({ ...order, method: PayMethod.ALIPAY })
    const methods = sent.map((r) =>
      new URLSearchParams(r.body).get('allowed_payment_method_types[0]'),
    )
    expect(methods).toEqual(['paypal', null])
  })

  it('CheckAlipayStatus of a session reads the session: unpaid is pending', async () => {
    const { provider, sent } = offlineStripe()
    expect(await provider.alipayStatus('cs_test_direct_1')).toBe('pending')
    expect(sent[0]).toMatchObject({
      method: 'GET',
      url: 'https://api.stripe.com/v1/checkout/sessions/cs_test_direct_1',
    })
  })

  const sessionEvent = (id: string, type: string, paymentStatus: string) =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...session, status: 'complete', payment_status: paymentStatus } },
    })
  const verify = (body: string) =>
    offlineStripe().provider.verifyWebhook(body, {
      [STRIPE_SIGNATURE_HEADER]: Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: webhookSecret,
      }),
    })

  it('checkout.session.completed, signed with the webhook secret, is the success of the order in its metadata, for amount_total', () => {
    expect(verify(sessionEvent('evt_cs_1', 'checkout.session.completed', 'paid'))).toEqual({
      eventId: 'evt_cs_1',
      type: 'checkout.session.completed',
      outcome: 'succeeded',
      orderNo,
      ref: 'cs_test_direct_1',
      amount: 5363,
      currency: 'USD',
    })
  })

  it('completed but unpaid (a delayed method) is pending; its async payment events settle it', () => {
    const outcome = (type: string, paymentStatus: string) =>
      verify(sessionEvent('evt_cs_2', type, paymentStatus))?.outcome
    expect(outcome('checkout.session.completed', 'unpaid')).toBe('pending')
    expect(outcome('checkout.session.async_payment_succeeded', 'paid')).toBe('succeeded')
    expect(outcome('checkout.session.async_payment_failed', 'unpaid')).toBe('failed')
    expect(outcome('checkout.session.expired', 'unpaid')).toBe('other')
  })
})
