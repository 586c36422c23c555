import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { endpoints, WEBHOOK_SIGNATURE_HEADER } from '../../../src/contract/index.ts'
import type { Area, Config } from '../../core/index.ts'
import {
  coupons,
  invoices,
  licenses,
  memberCoupons,
  orders,
  paymentEvents,
  sandboxOutbox,
  sandboxPayments,
} from '../tables.ts'
import type { PaymentProvider } from '../payments/provider.ts'
import { SandboxProvider } from '../payments/sandbox.ts'
import { registerSandboxPages } from '../payments/sandboxPages.ts'
import { stripeProvider } from '../payments/stripe.ts'
import { registerWebhook } from '../payments/webhook.ts'
import { registerOrders } from './routes.ts'
import { seedCoupons } from './seed.ts'

export const ORDER_TABLES = [
  coupons,
  memberCoupons,
  orders,
  licenses,
  invoices,
  paymentEvents,
  sandboxPayments,
  sandboxOutbox,
]

/** The sandbox's signing secret (the tests sign their own events with it). */
export const sandboxSecretOf = (config: Config): string =>
  config.PAYMENT_SANDBOX_SECRET ??
  createHash('sha256')
    .update(`drape3d-payment-sandbox:${config.JWT_SECRET ?? 'local'}`)
    .digest('hex')

async function registerBuying(fastify: FastifyInstance): Promise<void> {
  const { config, database } = fastify.core
  const db = database.db
  let provider: PaymentProvider
  if (config.STRIPE_SECRET_KEY !== undefined && config.STRIPE_WEBHOOK_SECRET !== undefined) {
    provider = stripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      publicUrl: config.PUBLIC_URL,
    })
  } else {
    const sandbox = new SandboxProvider(db, sandboxSecretOf(config))
    sandbox.connect(async (body, signature) => {
      const answer = await fastify.inject({
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
    await registerSandboxPages(fastify, sandbox)
    // Events the sandbox could not deliver before a stop are delivered at the next start.
    // Events the sandbox could not deliver (a stop between the payment and the webhook) are
    // delivered again once the server is up, and every minute.
    const retry = () => {
      sandbox.deliverPending().catch((error: unknown) => {
        fastify.log.warn({ error }, 'sandbox webhook delivery failed')
      })
    }
    const timer = setInterval(retry, 60_000)
    timer.unref()
    fastify.addHook('onReady', (done) => {
      setImmediate(retry)
      done()
    })
    fastify.addHook('onClose', (_instance, done) => {
      clearInterval(timer)
      done()
    })
    provider = sandbox
  }
  registerOrders(fastify, db, config, provider)
  await registerWebhook(fastify, db, provider)
}

/**
 * Buying (issue 13) joins the commerce area: its tables, its demo coupons, its routes. One wrapper
 * around the area's definition, so server/commerce/plugin.ts changes by one line.
 */
export function withBuying(area: Area): Area {
  return {
    ...area,
    tables: [...area.tables, ...ORDER_TABLES],
    async seed(db, now) {
      await area.seed?.(db, now)
      await seedCoupons(db, now)
    },
    async plugin(fastify) {
      await area.plugin(fastify)
      await registerBuying(fastify)
    },
  }
}
