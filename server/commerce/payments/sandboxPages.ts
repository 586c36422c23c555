import type { FastifyInstance, FastifyReply } from 'fastify'
import { PayMethod, TEST_CARDS } from '../../../src/contract/index.ts'
import type { SandboxPayment, SandboxProvider } from './sandbox.ts'

/**
 * The local sandbox's hosted pages (issue 13): they stand for the providers' own pages (a card form
 * with the well-known test cards, a PayPal approval, an Alipay authorisation), so they are plain
 * English, small and accessible, and served without the site's scripts. Each outcome goes to the
 * server only through the sandbox's signed webhook.
 */

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const money = (p: SandboxPayment) =>
  `${(p.amount / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${escape(p.currency)}`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} (test mode)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin:.75rem 0 .25rem}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}
button{font:inherit;padding:.6rem 1rem;margin:.75rem .5rem 0 0;cursor:pointer}
.note{background:#fff4cc;padding:.5rem;border-radius:4px}[role=alert]{color:#a00000;font-weight:600}</style>
</head><body><main><p class="note">Test mode: the local payment sandbox. No real payment is made.</p>${body}</main></body></html>`
}

/** Where a buyer who gives up, or whose payment failed, is sent back to (the provider's cancel URL). */
const FAIL_URL = '/pricing/complete?type=fail'
const PROGRESS_URL = '/pricing/complete?type=progress'

const notFound = (reply: FastifyReply) =>
  reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(page('Payment not found', '<h1>Payment not found</h1>'))

const done = (p: SandboxPayment) =>
  page(
    'Payment complete',
    `<h1>Payment complete</h1><p>${money(p)} was paid.</p><p><a href="${escape(p.returnUrl)}">Return to the store</a></p>`,
  )

function cardForm(p: SandboxPayment, error = ''): string {
  return page(
    'Pay by card',
    `<h1>Pay ${money(p)}</h1>
${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/sandbox/card/${escape(p.id)}">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" value="12/34">
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" value="123">
<button type="submit">Pay ${money(p)}</button></form>
<p><a href="${FAIL_URL}">Cancel and return to the store</a></p>
<details><summary>Test cards</summary><ul>
<li>${TEST_CARDS.success}: succeeds</li><li>${TEST_CARDS.decline}: declined</li>
<li>${TEST_CARDS.insufficientFunds}: insufficient funds</li><li>${TEST_CARDS.threeDSecure}: 3-D Secure authentication</li></ul></details>`,
  )
}

const choice = (action: string, buttons: Array<[string, string]>) =>
  `<form method="post" action="${escape(action)}">${buttons
    .map(
      ([value, label]) => `<button type="submit" name="choice" value="${value}">${label}</button>`,
    )
    .join('')}</form>`

const DECLINES: Record<string, string> = {
  [TEST_CARDS.decline]: 'Your card was declined.',
  [TEST_CARDS.insufficientFunds]: 'Your card has insufficient funds.',
}

export async function registerSandboxPages(
  fastify: FastifyInstance,
  sandbox: SandboxProvider,
): Promise<void> {
  await fastify.register((scope, _options, next) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, parsed) => {
        const text = typeof body === 'string' ? body : body.toString('utf8')
        parsed(null, Object.fromEntries(new URLSearchParams(text)))
      },
    )
    const html = (reply: FastifyReply, text: string, status = 200) =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(text)
    const field = (body: unknown, name: string): string => {
      const value = (body as Record<string, unknown> | null)?.[name]
      return typeof value === 'string' ? value : ''
    }
    const load = async (id: string, method: number) => {
      const p = await sandbox.payment(id)
      return p && p.method === method ? p : null
    }
    /** Records the outcome, delivers its webhook, answers the payment as it is now. */
    const settle = async (id: string, outcome: 'succeeded' | 'failed' | 'pending', error = '') => {
      await sandbox.record(id, outcome, error)
      await sandbox.deliverPending()
    }

    scope.get<{ Params: { id: string } }>('/sandbox/card/:id', async (request, reply) => {
      const p = await load(request.params.id, PayMethod.STRIPE)
      if (!p) return notFound(reply)
      if (p.status === 'succeeded') return html(reply, done(p))
      if (p.status === 'requires_action') return reply.redirect(`/sandbox/card/${p.id}/3ds`, 303)
      return html(reply, cardForm(p, p.lastError))
    })

    scope.post<{ Params: { id: string } }>('/sandbox/card/:id', async (request, reply) => {
      const p = await load(request.params.id, PayMethod.STRIPE)
      if (!p) return notFound(reply)
      if (p.status === 'succeeded') return html(reply, done(p))
      const number = field(request.body, 'number').replace(/[\s-]/g, '')
      if (number === TEST_CARDS.success) {
        await settle(p.id, 'succeeded')
        return reply.redirect(p.returnUrl, 303)
      }
      if (number === TEST_CARDS.threeDSecure) {
        await sandbox.requireAction(p.id)
        return reply.redirect(`/sandbox/card/${p.id}/3ds`, 303)
      }
      const decline = DECLINES[number]
      if (decline) {
        await settle(p.id, 'failed', decline)
        return html(reply, cardForm(p, decline), 402)
      }
      return html(
        reply,
        cardForm(p, 'Your card number is incorrect. Use one of the test cards.'),
        400,
      )
    })

    scope.get<{ Params: { id: string } }>('/sandbox/card/:id/3ds', async (request, reply) => {
      const p = await load(request.params.id, PayMethod.STRIPE)
      if (!p) return notFound(reply)
      if (p.status !== 'requires_action') return reply.redirect(`/sandbox/card/${p.id}`, 303)
      return html(
        reply,
        page(
          '3-D Secure authentication',
          `<h1>Authenticate your payment</h1><p>Your bank asks you to confirm the payment of ${money(p)}.</p>${choice(
            `/sandbox/card/${p.id}/3ds`,
            [
              ['complete', 'Complete authentication'],
              ['fail', 'Fail authentication'],
            ],
          )}`,
        ),
      )
    })

    scope.post<{ Params: { id: string } }>('/sandbox/card/:id/3ds', async (request, reply) => {
      const p = await load(request.params.id, PayMethod.STRIPE)
      if (!p) return notFound(reply)
      if (p.status !== 'requires_action') return reply.redirect(`/sandbox/card/${p.id}`, 303)
      if (field(request.body, 'choice') === 'complete') {
        await settle(p.id, 'succeeded')
        return reply.redirect(p.returnUrl, 303)
      }
      const error = 'We are unable to authenticate your payment method.'
      await settle(p.id, 'failed', error)
      return html(reply, cardForm(p, error), 402)
    })

    scope.get<{ Params: { id: string } }>('/sandbox/paypal/:id', async (request, reply) => {
      const p = await load(request.params.id, PayMethod.PAYPAL)
      if (!p) return notFound(reply)
      if (p.status === 'succeeded') return html(reply, done(p))
      return html(
        reply,
        page(
          'PayPal',
          `<h1>Approve your PayPal payment</h1><p>Pay ${money(p)} to Drape3D with PayPal.</p>${choice(
            `/sandbox/paypal/${p.id}`,
            [
              ['approve', 'Approve and pay'],
              ['cancel', 'Cancel and return to the store'],
            ],
          )}`,
        ),
      )
    })

    scope.post<{ Params: { id: string } }>('/sandbox/paypal/:id', async (request, reply) => {
      const p = await load(request.params.id, PayMethod.PAYPAL)
      if (!p) return notFound(reply)
      if (p.status === 'succeeded') return reply.redirect(p.returnUrl, 303)
      if (field(request.body, 'choice') === 'approve') {
        await settle(p.id, 'succeeded')
        return reply.redirect(p.returnUrl, 303)
      }
      await settle(p.id, 'failed', 'The buyer cancelled the payment.')
      return reply.redirect(FAIL_URL, 303)
    })

    scope.get<{ Params: { id: string } }>('/sandbox/alipay/:id', async (request, reply) => {
      const p = await load(request.params.id, PayMethod.ALIPAY)
      if (!p) return notFound(reply)
      if (p.status === 'succeeded') return html(reply, done(p))
      return html(
        reply,
        page(
          'Alipay',
          `<h1>Authorize your Alipay payment</h1><p>Pay ${money(p)} with Alipay.</p>${choice(
            `/sandbox/alipay/${p.id}`,
            [
              ['authorize', 'Authorize payment'],
              ['fail', 'Fail payment'],
              ['pending', 'Leave pending'],
            ],
          )}`,
        ),
      )
    })

    scope.post<{ Params: { id: string } }>('/sandbox/alipay/:id', async (request, reply) => {
      const p = await load(request.params.id, PayMethod.ALIPAY)
      if (!p) return notFound(reply)
      if (p.status === 'succeeded') return reply.redirect(p.returnUrl, 303)
      const choice_ = field(request.body, 'choice')
      if (choice_ === 'authorize') {
        await settle(p.id, 'succeeded')
        return reply.redirect(p.returnUrl, 303)
      }
      if (choice_ === 'fail') {
        await settle(p.id, 'failed', 'The Alipay payment failed.')
        return reply.redirect(FAIL_URL, 303)
      }
      await settle(p.id, 'pending')
      return reply.redirect(PROGRESS_URL, 303)
    })
    next()
  })
}
