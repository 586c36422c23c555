import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { endpoints, ok } from '../../src/contract/index.ts'
import { handle, memberSession } from '../core/index.ts'
import { clearSessionCookie, setSocialStateCookie } from './cookie.ts'
import type { AccountServices } from './services.ts'

/** Sessions (issue 10): list them, sign out everywhere; the sign-in captcha; the social sign-in state. */
export function registerSessions(fastify: FastifyInstance, app: AccountServices): void {
  handle(fastify, endpoints.GetMySessions, async (_input, ctx) => {
    const session = memberSession(ctx)
    const rows = await app.sessions.list(session.memberId)
    return {
      result: ok(),
      sessions: rows.map((r) => ({
        id: r.id,
        device: r.device,
        createdAt: r.createdAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
        current: r.id === session.tokenId,
      })),
    }
  })

  handle(fastify, endpoints.LogoutAll, async (_input, ctx) => {
    const signedOut = await app.sessions.revokeAllOf(memberSession(ctx).memberId)
    clearSessionCookie(ctx.reply, app.cookies)
    return { result: ok(), signedOut }
  })

  handle(fastify, endpoints.SignInChallenge, async () => {
    const { parameters, signature } = await app.captcha.challenge()
    return { result: ok(), parameters: { ...parameters }, signature: signature ?? '' }
  })

  handle(fastify, endpoints.SocialSignInStart, (_input, ctx) => {
    const state = randomBytes(24).toString('base64url')
    setSocialStateCookie(ctx.reply, state, app.cookies)
    return { result: ok(), state }
  })
}
