import type { FastifyInstance, FastifyRequest } from 'fastify'
import { WebhookCode, endpoints, ok } from '../../../src/contract/index.ts'
import { HttpError, handle, type Db } from '../../core/index.ts'
import { applyPaymentEvent } from '../orders/orderBook.ts'
import type { PaymentProvider } from './provider.ts'

/** The raw text of each webhook body: the signature is over the bytes, not the parsed JSON. */
const rawBodies = new WeakMap<FastifyRequest, string>()

/**
 * The payment webhook (issue 13): the only call that makes an order paid. Its own Fastify context
 * keeps the raw body for the signature check. A missing or wrong signature is answered 400 with
 * errCode -1 (as Stripe asks: the refusal shows in the sender's delivery log) and does nothing; a verified event is applied once (orderBook.applyPaymentEvent).
 */
export async function registerWebhook(
  fastify: FastifyInstance,
  db: Db,
  provider: PaymentProvider,
): Promise<void> {
  await fastify.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request, body, parsed) => {
        const text = typeof body === 'string' ? body : body.toString('utf8')
        rawBodies.set(request, text)
        try {
          parsed(null, text === '' ? undefined : (JSON.parse(text) as unknown))
        } catch {
          parsed(new HttpError(400, 'Invalid request body: not JSON'), undefined)
        }
      },
    )
    handle(scope, endpoints.PaymentWebhook, async (_input, ctx) => {
      const raw = rawBodies.get(ctx.request) ?? ''
      const event = provider.verifyWebhook(raw, ctx.request.headers)
      if (!event) {
        void ctx.reply.code(400)
        return {
          result: {
            errCode: WebhookCode.badSignature,
            errMsg: 'the signature is missing or wrong',
          },
          received: false,
        }
      }
      const outcome = await applyPaymentEvent(db, provider.name, event, new Date())
      ctx.request.log.info({ eventId: event.eventId, outcome }, 'payment webhook')
      return { result: ok(outcome), received: true }
    })
    done()
  })
}
