import type { FastifyInstance } from 'fastify'

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Emotion injects <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The captcha widget (ALTCHA) solves its proof of work in workers made from blob: URLs.
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** The security headers of every answer, including those written straight to the socket (rawAnswer.ts). */
export function securityHeaders(options: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  }
  if (options.https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

/** Security headers on every answer, pages and API alike. */
export function installSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const headers = securityHeaders(options)
  app.addHook('onRequest', async (_request, reply) => {
    void reply.headers(headers)
  })
}
