import type { FastifyReply } from 'fastify'
import type {} from '@fastify/cookie'
import { COOKIES } from '../../src/contract/index.ts'

export interface CookieSettings {
  domain: string | undefined
  secure: boolean
}

/** The jwt_token cookie: httpOnly, SameSite=Lax, Secure on https, 2 days, path /, on COOKIE_DOMAIN when set. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  settings: CookieSettings,
): void {
  void reply.setCookie(COOKIES.session, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    maxAge: COOKIES.sessionMaxAgeS,
    ...(settings.domain ? { domain: settings.domain } : {}),
  })
}

/** Clears the session cookie on the parent domain and on the host alone, whichever the browser holds. */
export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  const base = { httpOnly: true, sameSite: 'lax', secure: settings.secure, path: '/' } as const
  void reply.clearCookie(COOKIES.session, base)
  if (settings.domain) void reply.clearCookie(COOKIES.session, { ...base, domain: settings.domain })
}
