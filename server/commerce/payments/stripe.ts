import Stripe from 'stripe'
import {
  PayMethod,
  STRIPE_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_S,
  type AlipayStatus,
} from '../../../src/contract/index.ts'
import { eventOf } from './events.ts'
import {
  headerText,
  type CreatedPayment,
  type PaymentEvent,
  type PaymentOrder,
  type PaymentProvider,
} from './provider.ts'

export interface StripeSettings {
  secretKey: string
  webhookSecret: string
  publicUrl: string
}

const METHOD_TYPES: Record<number, 'card' | 'alipay' | 'paypal'> = {
  [PayMethod.STRIPE]: 'card',
  [PayMethod.ALIPAY]: 'alipay',
  [PayMethod.PAYPAL]: 'paypal',
}

/**
 * What a subscription's Checkout Session may be limited to (Stripe's Alipay takes no subscription:
 * that session offers what Stripe finds eligible).
 */
const SUBSCRIPTION_METHOD_TYPES: Record<number, 'card' | 'paypal'> = {
  [PayMethod.STRIPE]: 'card',
  [PayMethod.PAYPAL]: 'paypal',
}

/** A direct checkout's status in the words of CheckAlipayStatus. */
function sessionStatus(session: Stripe.Checkout.Session): AlipayStatus {
  if (session.payment_status === 'paid') return 'chargeable'
  if (session.status === 'expired') return 'canceled'
  return 'pending'
}

/** The complete page of the buyer's language turned into its fail page (the provider's cancel URL). */
function failUrlOf(completeUrl: URL): string {
  const fail = new URL(completeUrl)
  fail.searchParams.set('type', 'fail')
  return fail.toString()
}

/**
 * The Stripe adapter (chosen when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set): one
 * PaymentIntent per order and method (Stripe's idempotency key makes a retry return the same one),
 * confirmed by the page with Stripe.js and its client secret, which then lands on the complete page;
 * a direct checkout is one Checkout Session per order (a monthly subscription on Stripe's page);
 * its webhook is checked with the package's own signature verification.
 */
export function stripeProvider(settings: StripeSettings, client?: Stripe): PaymentProvider {
  const stripe = client ?? new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000 })
  return {
    name: 'stripe',
    async createPayment(order: PaymentOrder): Promise<CreatedPayment> {
      const intent = await stripe.paymentIntents.create(
        {
          amount: order.amount,
          currency: order.currency.toLowerCase(),
          allowed_payment_method_types: [METHOD_TYPES[order.method] ?? 'card'],
          metadata: { orderNo: order.orderNo, memberId: order.memberId },
        },
        { idempotencyKey: `order-${order.orderNo}-${String(order.method)}` },
      )
      return {
        ref: intent.id,
        clientSecret: intent.client_secret ?? '',
        url: new URL(order.returnUrl, settings.publicUrl).toString(),
      }
    },
    async createCheckout(order: PaymentOrder): Promise<CreatedPayment> {
      const complete = new URL(order.returnUrl, settings.publicUrl)
      const metadata = { orderNo: order.orderNo, memberId: order.memberId }
      const methodType = SUBSCRIPTION_METHOD_TYPES[order.method]
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: order.amount,
                recurring: { interval: 'month' },
                product_data: { name: `Order ${order.orderNo}` },
              },
            },
          ],
          success_url: complete.toString(),
          cancel_url: failUrlOf(complete),
          client_reference_id: order.orderNo,
          metadata,
          subscription_data: { metadata },
          ...(methodType ? { allowed_payment_method_types: [methodType] } : {}),
        },
        { idempotencyKey: `checkout-${order.orderNo}` },
      )
      return { ref: session.id, clientSecret: '', url: session.url ?? '' }
    },
    paypalNonce(memberId: string): Promise<string> {
      return Promise.resolve(`stripe_paypal_${memberId}`)
    },
    async alipayStatus(ref: string): Promise<AlipayStatus | null> {
      if (ref.startsWith('cs_')) return sessionStatus(await stripe.checkout.sessions.retrieve(ref))
      const intent = await stripe.paymentIntents.retrieve(ref)
      if (intent.status === 'succeeded') return 'chargeable'
      if (intent.status === 'canceled') return 'canceled'
      if (intent.status === 'requires_payment_method' && intent.last_payment_error) return 'failed'
      return 'pending'
    },
    verifyWebhook(
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): PaymentEvent | null {
      const header = headerText(headers[STRIPE_SIGNATURE_HEADER])
      if (!header) return null
      try {
        const event = stripe.webhooks.constructEvent(
          rawBody,
          header,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_S,
        )
        return eventOf(event)
      } catch {
        return null
      }
    },
  }
}
