import { createHmac, randomBytes } from 'node:crypto'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import {
  PayMethod,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_S,
  type AlipayStatus,
} from '../../../src/contract/index.ts'
import type { Db } from '../../core/index.ts'
import { sandboxOutbox, sandboxPayments } from '../tables.ts'
import { eventOf } from './events.ts'
import {
  headerText,
  signPayload,
  verifySignature,
  type CreatedPayment,
  type PaymentEvent,
  type PaymentOrder,
  type PaymentProvider,
} from './provider.ts'

export type SandboxPayment = typeof sandboxPayments.$inferSelect
export type SandboxOutcome = 'succeeded' | 'failed' | 'pending'

/** Sends one signed event to the server's webhook; true when the server took it. */
export type Deliver = (body: string, signature: string) => Promise<boolean>

const PAGE: Record<number, string> = {
  [PayMethod.STRIPE]: 'card',
  [PayMethod.PAYPAL]: 'paypal',
  [PayMethod.ALIPAY]: 'alipay',
}

const EVENT_TYPE: Record<SandboxOutcome, string> = {
  succeeded: 'payment_intent.succeeded',
  failed: 'payment_intent.payment_failed',
  pending: 'payment_intent.processing',
}

/** Checkout sessions' ids start as Stripe's do; their events are the session's. */
const SESSION_PREFIX = 'cs_'
const SESSION_EVENT: Record<SandboxOutcome, { type: string; paymentStatus: string }> = {
  succeeded: { type: 'checkout.session.completed', paymentStatus: 'paid' },
  failed: { type: 'checkout.session.async_payment_failed', paymentStatus: 'unpaid' },
  pending: { type: 'checkout.session.completed', paymentStatus: 'unpaid' },
}

/** The type and object of an outcome's event, as Stripe words it for an intent or a session. */
function eventOfOutcome(row: SandboxPayment, outcome: SandboxOutcome, error: string) {
  const currency = row.currency.toLowerCase()
  const metadata = { orderNo: row.orderNo }
  if (row.id.startsWith(SESSION_PREFIX)) {
    const { type, paymentStatus } = SESSION_EVENT[outcome]
    return {
      type,
      object: {
        id: row.id,
        object: 'checkout.session',
        amount_total: row.amount,
        currency,
        payment_status: paymentStatus,
        metadata,
      },
    }
  }
  return {
    type: EVENT_TYPE[outcome],
    object: {
      id: row.id,
      object: 'payment_intent',
      amount: row.amount,
      currency,
      metadata,
      ...(error ? { last_payment_error: { message: error } } : {}),
    },
  }
}

/**
 * The local payment provider (the default): it needs no network. Its pages (sandboxPages.ts)
 * stand for the card form, the PayPal approval and the Alipay authorisation, of a payment or of a
 * checkout session (direct checkout: `cs_` ids, whose events are the session's); each outcome is
 * written with its webhook event in one transaction (an outbox) and then delivered, signed like
 * Stripe's, to the server's webhook. An event the server did not take stays in the outbox and is
 * delivered again (`deliverPending`, at every start and after every payment).
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox'
  readonly #db: Db
  readonly #secret: string
  #deliver: Deliver = () => Promise.resolve(false)

  constructor(db: Db, secret: string) {
    this.#db = db
    this.#secret = secret
  }

  /** Where events go: set once the server's webhook route exists. */
  connect(deliver: Deliver): void {
    this.#deliver = deliver
  }

  #mac(text: string): string {
    return createHmac('sha256', this.#secret).update(text).digest('hex')
  }

  async createPayment(order: PaymentOrder): Promise<CreatedPayment> {
    // The id is derived from the order and method: a second call finds the first one's payment.
    const id = `pi_${this.#mac(`${order.orderNo}:${String(order.method)}`).slice(0, 24)}`
    return this.#open(id, `${id}_secret_${this.#mac(`secret:${id}`).slice(0, 24)}`, order)
  }

  /** A checkout session (direct checkout) on the same pages; a hosted page has no client secret. */
  async createCheckout(order: PaymentOrder): Promise<CreatedPayment> {
    const id = `${SESSION_PREFIX}${this.#mac(`${order.orderNo}:checkout`).slice(0, 24)}`
    return this.#open(id, '', order)
  }

  async #open(id: string, clientSecret: string, order: PaymentOrder): Promise<CreatedPayment> {
    await this.#db
      .insert(sandboxPayments)
      .values({
        id,
        orderNo: order.orderNo,
        method: order.method,
        clientSecret,
        amount: order.amount,
        currency: order.currency,
        status: 'requires_payment_method',
        returnUrl: order.returnUrl,
      })
      .onConflictDoNothing()
    return { ref: id, clientSecret, url: `/sandbox/${PAGE[order.method] ?? 'card'}/${id}` }
  }

  paypalNonce(memberId: string): Promise<string> {
    return Promise.resolve(
      `sandbox_nonce_${this.#mac(`paypal:${memberId}:${String(Date.now())}`).slice(0, 32)}`,
    )
  }

  async alipayStatus(ref: string): Promise<AlipayStatus | null> {
    const payment = await this.payment(ref)
    if (!payment) return null
    if (payment.status === 'succeeded') return 'chargeable'
    if (payment.status === 'failed') return 'failed'
    return 'pending'
  }

  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent | null {
    const header = headerText(headers[WEBHOOK_SIGNATURE_HEADER])
    if (!verifySignature(this.#secret, rawBody, header, WEBHOOK_TOLERANCE_S)) return null
    try {
      return eventOf(JSON.parse(rawBody))
    } catch {
      return null
    }
  }

  /** Signs a body as the sandbox does (the tests sign their own events with it). */
  sign(body: string, nowS?: number): string {
    return signPayload(this.#secret, body, nowS)
  }

  async payment(id: string): Promise<SandboxPayment | null> {
    const [row] = await this.#db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id))
    return row ?? null
  }

  /**
   * Records what the buyer did on a sandbox page and queues its event; answers the payment after.
   * `record` without `deliver` is what a provider does just before a server stops (tests).
   */
  async record(id: string, outcome: SandboxOutcome, error = ''): Promise<SandboxPayment | null> {
    return this.#db.transaction(async (tx) => {
      const [row] = await tx
        .update(sandboxPayments)
        .set({
          // A declined card may be tried again; a failed Alipay source is final (as Stripe's).
          status:
            outcome === 'failed'
              ? sql`case when ${sandboxPayments.method} = ${PayMethod.ALIPAY} then 'failed' else 'requires_payment_method' end`
              : outcome,
          lastError: error,
        })
        .where(and(eq(sandboxPayments.id, id), sql`${sandboxPayments.status} <> 'succeeded'`))
        .returning()
      if (!row) return null
      const eventId = `evt_${randomBytes(12).toString('hex')}`
      const { type, object } = eventOfOutcome(row, outcome, error)
      const body = JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object },
      })
      await tx.insert(sandboxOutbox).values({ eventId, body })
      return row
    })
  }

  /** Sets a payment that waits for a 3-D Secure answer. */
  async requireAction(id: string): Promise<void> {
    await this.#db
      .update(sandboxPayments)
      .set({ status: 'requires_action', lastError: '' })
      .where(and(eq(sandboxPayments.id, id), sql`${sandboxPayments.status} <> 'succeeded'`))
  }

  /** Delivers every queued event, oldest first; answers how many the server took. */
  async deliverPending(): Promise<number> {
    const queued = await this.#db
      .select()
      .from(sandboxOutbox)
      .where(isNull(sandboxOutbox.deliveredAt))
      .orderBy(asc(sandboxOutbox.createdAt))
    let taken = 0
    for (const event of queued) {
      const ok = await this.#deliver(event.body, this.sign(event.body)).catch(() => false)
      await this.#db
        .update(sandboxOutbox)
        .set({
          attempts: sql`${sandboxOutbox.attempts} + 1`,
          ...(ok ? { deliveredAt: new Date() } : {}),
        })
        .where(eq(sandboxOutbox.eventId, event.eventId))
      if (ok) taken += 1
    }
    return taken
  }
}
