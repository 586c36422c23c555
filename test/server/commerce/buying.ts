import type { FastifyInstance } from 'fastify'
import {
  endpoints,
  WEBHOOK_SIGNATURE_HEADER,
  type Endpoint,
  type OrderRequest,
} from '../../../src/contract/index.ts'
import { DEMO_PASSWORD } from '../../../server/account/index.ts'
import { sandboxSecretOf } from '../../../server/commerce/orders/area.ts'
import { SandboxProvider } from '../../../server/commerce/payments/sandbox.ts'
import { signIn } from '../helpers.ts'
import { VALID } from '../validRequests.ts'

/** Helpers of the buying stories: a signed-in member's calls, orders and the sandbox's books. */

export async function memberCall(app: FastifyInstance, id: string) {
  const cookie = (await signIn(app, id, DEMO_PASSWORD)).cookie ?? ''
  return async <T = Record<string, unknown>>(
    ep: Endpoint,
    input: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<T & { result: { errCode: number; errMsg: string } }> => {
    const hasBody = ep.method === 'POST' || ep.method === 'PUT'
    const response = await app.inject({
      method: ep.method,
      url: ep.path,
      cookies: { jwt_token: cookie },
      headers,
      ...(hasBody
        ? { payload: input }
        : {
            query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])),
          }),
    })
    if (response.statusCode !== 200)
      throw new Error(`${ep.name}: HTTP ${String(response.statusCode)} ${response.body}`)
    return response.json()
  }
}
export type MemberCall = Awaited<ReturnType<typeof memberCall>>

let keyNumber = 0
/** A fresh idempotency key: a new checkout. */
export const freshKey = () => {
  keyNumber += 1
  return `test-key-${String(Date.now())}-${String(keyNumber)}`
}

/** The personal yearly licence billed to California ($360 + $26.10 tax), under a fresh key. */
export const yearlyOrder = (changes: Partial<OrderRequest> = {}): OrderRequest => ({
  ...VALID.SetOrder4Stripe,
  idempotencyKey: freshKey(),
  ...changes,
})

/** One seat of the personal monthly subscription billed to California ($50 + $3.63): direct checkout. */
export const monthlyOrder = (changes: Partial<OrderRequest> = {}): OrderRequest => ({
  ...VALID.CheckOut,
  idempotencyKey: freshKey(),
  ...changes,
})

export interface OrderAnswer {
  result: { errCode: number; errMsg: string }
  orderNo: string
  url: string
}

/** The sandbox of a test app, on the same database and secret, delivering to that app's webhook. */
export function sandboxOf(app: FastifyInstance): SandboxProvider {
  const sandbox = new SandboxProvider(app.core.database.db, sandboxSecretOf(app.core.config))
  sandbox.connect(async (body, signature) => {
    const answer = await app.inject({
      method: 'POST',
      url: endpoints.PaymentWebhook.path,
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
      payload: body,
    })
    return (
      answer.statusCode === 200 &&
      answer.json<{ result: { errCode: number } }>().result.errCode === 0
    )
  })
  return sandbox
}

/** Posts a raw webhook body with a signature header. */
export async function postWebhook(app: FastifyInstance, body: string, signature?: string) {
  const response = await app.inject({
    method: 'POST',
    url: endpoints.PaymentWebhook.path,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { [WEBHOOK_SIGNATURE_HEADER]: signature }),
    },
    payload: body,
  })
  return {
    ...response.json<{ result: { errCode: number; errMsg: string }; received: boolean }>(),
    httpStatus: response.statusCode,
  }
}

/** A Stripe-shaped event of the sandbox for a payment. */
export function paymentEvent(
  eventId: string,
  type: string,
  payment: { id: string; amount: number; currency: string; orderNo: string },
  created = Math.floor(Date.now() / 1000),
): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created,
    data: {
      object: {
        id: payment.id,
        object: 'payment_intent',
        amount: payment.amount,
        currency: payment.currency.toLowerCase(),
        metadata: { orderNo: payment.orderNo },
      },
    },
  })
}

/** Submits a sandbox page form; answers the status and where it sends the buyer. */
export async function submitForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })
  return { status: response.statusCode, location: response.headers.location, body: response.body }
}
