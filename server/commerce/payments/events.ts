import { PaymentWebhookRequest } from '../../../src/contract/index.ts'
import type { PaymentEvent } from './provider.ts'

const OUTCOMES: Record<string, PaymentEvent['outcome']> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.processing': 'pending',
  // Direct checkout: the events of a checkout session.
  'checkout.session.completed': 'succeeded',
  'checkout.session.async_payment_succeeded': 'succeeded',
  'checkout.session.async_payment_failed': 'failed',
}

function outcomeOf(type: string, paymentStatus: string | undefined): PaymentEvent['outcome'] {
  // A session paid by a delayed method completes unpaid; its async_payment_* event settles it.
  if (type === 'checkout.session.completed' && paymentStatus === 'unpaid') return 'pending'
  return OUTCOMES[type] ?? 'other'
}

/** A Stripe-shaped event (the sandbox's and Stripe's) in the words of the order it concerns. */
export function eventOf(body: unknown): PaymentEvent | null {
  const parsed = PaymentWebhookRequest.safeParse(body)
  if (!parsed.success) return null
  const e = parsed.data
  const object = e.data.object
  return {
    eventId: e.id,
    type: e.type,
    outcome: outcomeOf(e.type, object.payment_status),
    orderNo: object.metadata?.orderNo ?? '',
    ref: object.id,
    amount: object.amount ?? object.amount_total,
    currency: object.currency?.toUpperCase(),
  }
}
