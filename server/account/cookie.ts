import type { FastifyReply } from 'fastify'
import type {} from '@fastify/cookie'
import { COOKIES } from '../../src/contract/index.ts'

export interface CookieSettings {
  domain: string | undefined
  secure: boolean
}

/**
 * The jwt_token cookie: httpOnly, SameSite=Lax, Secure on https, path /, on COOKIE_DOMAIN when set;
 * 2 days when the member asked to be remembered, else a browser-session cookie (no Max-Age).
 */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  settings: CookieSettings,
  remember: boolean,
): void {
  void reply.setCookie(COOKIES.session, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    ...(remember ? { maxAge: COOKIES.sessionMaxAgeS } : {}),
    ...(settings.domain ? { domain: settings.domain } : {}),
  })
}

/** The sw_state cookie of a social sign-in in progress: httpOnly, 10 minutes. */
export const SOCIAL_STATE_COOKIE = 'sw_state'
const SOCIAL_STATE_MAX_AGE_S = 10 * 60

export function setSocialStateCookie(
  reply: FastifyReply,
  state: string,
  settings: CookieSettings,
): void {
  void reply.setCookie(SOCIAL_STATE_COOKIE, state, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    maxAge: SOCIAL_STATE_MAX_AGE_S,
  })
}

export function clearSocialStateCookie(reply: FastifyReply, settings: CookieSettings): void {
  void reply.clearCookie(SOCIAL_STATE_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
  })
}

/** Clears the session cookie on the parent domain and on the host alone, whichever the browser holds. */
export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  const base = { httpOnly: true, sameSite: 'lax', secure: settings.secure, path: '/' } as const
  void reply.clearCookie(COOKIES.session, base)
  if (settings.domain) void reply.clearCookie(COOKIES.session, { ...base, domain: settings.domain })
}
