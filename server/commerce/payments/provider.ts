import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AlipayStatus } from '../../../src/contract/index.ts'

/** What a provider needs to take one order's payment. */
export interface PaymentOrder {
  orderNo: string
  memberId: string
  /** PayMethod: 1 PayPal, 2 card (Stripe), 3 Alipay */
  method: number
  /** minor units */
  amount: number
  currency: string
  /** Where the buyer lands once the provider is done (the complete page). */
  returnUrl: string
}

export interface CreatedPayment {
  /** The provider's payment id (intent, checkout session, order or source). */
  ref: string
  clientSecret: string
  /** The page the buyer goes to next. */
  url: string
}

/** A webhook event, in the words of the order it concerns. */
export interface PaymentEvent {
  eventId: string
  type: string
  outcome: 'succeeded' | 'failed' | 'pending' | 'other'
  orderNo: string
  ref: string
  amount: number | undefined
  currency: string | undefined
}

/**
 * One interface for every payment provider (issue 13): the local sandbox by default, Stripe when
 * its keys are configured. Creating a payment is idempotent per order and method (a retried or
 * parallel checkout gets the same one); an order is made paid only by a webhook the provider signed.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe'
  createPayment(order: PaymentOrder): Promise<CreatedPayment>
  /**
   * Direct checkout (spec 2 §4 Ordering, POST CheckOut): the provider's own checkout page for a
   * monthly subscription of one seat. Idempotent per order: a retried or parallel call gets the
   * same page. Its `ref` is what the webhook events of that page name.
   */
  createCheckout(order: PaymentOrder): Promise<CreatedPayment>
  paypalNonce(memberId: string): Promise<string>
  alipayStatus(ref: string): Promise<AlipayStatus | null>
  /** The event of a raw webhook body, or null when its signature is missing, wrong or too old. */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent | null
}

/** Stripe's signature scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signPayload(secret: string, body: string, nowS = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret)
    .update(`${String(nowS)}.${body}`)
    .digest('hex')
  return `t=${String(nowS)},v1=${v1}`
}

/** Checks a `t=…,v1=…` header against the raw body; any v1 may match (secret rotation). */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  toleranceS: number,
  nowS = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false
  const parts = header.split(',').map((p) => p.trim().split('='))
  const t = Number(parts.find(([k]) => k === 't')?.[1])
  if (!Number.isInteger(t) || Math.abs(nowS - t) > toleranceS) return false
  const expected = Buffer.from(
    createHmac('sha256', secret)
      .update(`${String(t)}.${body}`)
      .digest('hex'),
  )
  return parts
    .filter(([k, v]) => k === 'v1' && v !== undefined)
    .some(([, v]) => {
      const given = Buffer.from(v ?? '')
      return given.length === expected.length && timingSafeEqual(given, expected)
    })
}

export const headerText = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value
