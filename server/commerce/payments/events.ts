import { PaymentWebhookRequest } from '../../../src/contract/index.ts'
import type { PaymentEvent } from './provider.ts'

const OUTCOMES: Record<string, PaymentEvent['outcome']> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.processing': 'pending',
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
    outcome: OUTCOMES[e.type] ?? 'other',
    orderNo: object.metadata?.orderNo ?? '',
    ref: object.id,
    amount: object.amount,
    currency: object.currency?.toUpperCase(),
  }
}
