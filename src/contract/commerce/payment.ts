import { z } from 'zod/mini'
import { none, withResult } from '../core/envelope.ts'

/**
 * Payments (spec 2 §4 ordering and Alipay status, §7 GetPaypalToken, CheckAlipayStatus): every
 * provider confirms a payment by a signed webhook, the only call that makes an order paid.
 */

/** POST GetPaypalToken: the nonce SetOrder carries as `token` for PayPal. */
export const GetPaypalTokenRequest = none
export const GetPaypalTokenResponse = withResult({ paypalNonce: z.string() })
export type GetPaypalTokenResponse = z.infer<typeof GetPaypalTokenResponse>

/** Alipay source statuses (as Stripe's sources): chargeable → complete page, failed → fail, else progress. */
export const ALIPAY_STATUSES = ['pending', 'chargeable', 'consumed', 'failed', 'canceled'] as const
export type AlipayStatus = (typeof ALIPAY_STATUSES)[number]
/** Polled 3 times, 1 s apart (spec 2 §9). */
export const ALIPAY_POLL = { times: 3, intervalMs: 1000 } as const

/**
 * GET CheckAlipayStatus?sourceId: the order number of the Alipay order (SetOrder4Stripe's
 * orderNo), or the provider's reference of its payment. The page sends the order number: the
 * provider's page address is the sandbox's own, and Stripe answers the complete page there.
 */
export const CheckAlipayStatusRequest = z.strictObject({
  sourceId: z.string().check(z.regex(/^[A-Za-z0-9_]{6,80}$/, 'must be a source id')),
})
export const CheckAlipayStatusResponse = withResult({ status: z.enum(ALIPAY_STATUSES) })
export type CheckAlipayStatusResponse = z.infer<typeof CheckAlipayStatusResponse>

/**
 * POST the payment webhook: an event in Stripe's shape (`id`, `type`, `created`,
 * `data.object`), signed in a header over the raw body. Fields beyond these are the provider's and
 * are kept out of the parsed request (not refused: a real provider sends many).
 */
export const WEBHOOK_SIGNATURE_HEADER = 'drape3d-signature'
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature'
/** How old a signed timestamp may be (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_S = 300

const idText = z.string().check(z.minLength(1), z.maxLength(255))
const minorAmount = z.number().check(z.int(), z.gte(0), z.lte(10_000_000_000))
export const PaymentWebhookRequest = z.object({
  id: idText,
  type: z.string().check(z.minLength(1), z.maxLength(100)),
  created: z.number().check(z.int(), z.gte(0), z.lte(99_999_999_999)),
  data: z.object({
    object: z.object({
      id: idText,
      amount: z.optional(minorAmount),
      /** A checkout session's (direct checkout) amount, in place of `amount`. */
      amount_total: z.optional(minorAmount),
      currency: z.optional(z.string().check(z.maxLength(10))),
      /** A checkout session's: `unpaid` when it completed with a payment still on its way. */
      payment_status: z.optional(z.string().check(z.maxLength(40))),
      metadata: z.optional(z.object({ orderNo: z.optional(z.string().check(z.maxLength(40))) })),
    }),
  }),
})
export type PaymentWebhookRequest = z.input<typeof PaymentWebhookRequest>

/** errCodes of the webhook: 0 handled (or already handled), -1 signature missing or wrong: nothing done. */
export const WebhookCode = { ok: 0, badSignature: -1 } as const
export const PaymentWebhookResponse = withResult({ received: z.boolean() })

/** The providers' well-known test cards the local sandbox's card page takes (docs/demo-data.md). */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002500003155',
} as const
