import type { FastifyReply, FastifyRequest } from 'fastify'
import type {} from '@fastify/cookie'
import { COOKIES } from '../../src/contract/index.ts'
import type { Session, SessionTokens } from '../auth/session.ts'

export interface CookieSettings {
  domain: string | undefined
  secure: boolean
}

/** The token of a request: the jwt_token cookie, else an `Authorization: Bearer` header. */
export function tokenOf(request: FastifyRequest): string | null {
  const cookie = request.cookies[COOKIES.session]
  if (cookie) return cookie
  const header = request.headers.authorization
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null
  return null
}

export async function sessionOf(
  request: FastifyRequest,
  tokens: SessionTokens,
): Promise<Session | null> {
  const token = tokenOf(request)
  return token ? tokens.verify(token) : null
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
