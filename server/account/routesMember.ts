import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { MemberCode, endpoints, ok } from '../../src/contract/index.ts'
import { HttpError, countryOf, handle, memberSession } from '../core/index.ts'
import type { AccountServices } from './services.ts'
import { SOCIAL_STATE_COOKIE, clearSessionCookie, clearSocialStateCookie } from './cookie.ts'
import { startSession } from './sessionStart.ts'
import { checkEmail, checkId } from './rules.ts'
import { toUserInfo } from './userInfo.ts'
import { socialVisitor } from './social.ts'

/** Whether the callback's state is the one this browser's sw_state cookie holds (login CSRF, issue 10). */
function stateMatches(request: FastifyRequest, state: string): boolean {
  const expected = request.cookies[SOCIAL_STATE_COOKIE] ?? ''
  if (expected === '' || state === '') return false
  const a = Buffer.from(expected)
  const b = Buffer.from(state)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function registerMember(fastify: FastifyInstance, app: AccountServices): void {
  handle(fastify, endpoints.GetUserInfo, async (_input, ctx) => {
    const member = await app.members.byId(memberSession(ctx).memberId)
    if (!member || member.status !== 'active')
      throw new HttpError(401, 'Sign-in required: the account of this session is no longer active')
    return { result: ok(), userInfo: toUserInfo(member) }
  })

  handle(fastify, endpoints.Logout, async (_input, ctx) => {
    if (ctx.session) await app.sessions.revoke(ctx.session.tokenId)
    clearSessionCookie(ctx.reply, app.cookies)
    return { result: ok() }
  })

  handle(fastify, endpoints.GetCountryByIP, (_input, ctx) => ({
    result: ok(),
    ipCode: [countryOf(ctx.request, app.config.TRUSTED_COUNTRY_HEADER)],
  }))

  handle(fastify, endpoints.CheckID, async (input) => {
    const { code, message } = await checkId(app.members, input.val)
    return { result: { errCode: code, errMsg: message } }
  })

  handle(fastify, endpoints.CheckEmail, async (input) => {
    const { code, message } = await checkEmail(app.members, input.val)
    return { result: { errCode: code, errMsg: message }, available: code === 0 }
  })

  /**
   * Social-platform sign-in (spec 1 §4): -300 warning, -301 blocked, other codes -1, unverified
   * e-mail HTTP 400. Only when `state` is the sw_state cookie SocialSignInStart set in this browser:
   * a link carrying someone else's code signs no one in.
   */
  handle(fastify, endpoints.IntegrationToken, async (input, ctx) => {
    const none = { token: '', isFirstLogin: false }
    const started = stateMatches(ctx.request, input.state)
    clearSocialStateCookie(ctx.reply, app.cookies)
    if (!started)
      return {
        result: { errCode: -1, errMsg: 'this sign-in did not start on this site (state mismatch)' },
        ...none,
      }
    // The body's ip and country are the client's word: the platform gets the request's own (§7).
    const answer = await app.social.exchange(
      input.code.trim(),
      socialVisitor(ctx.request, app.config.TRUSTED_COUNTRY_HEADER),
    )
    switch (answer.outcome) {
      case 'warning':
        return {
          result: {
            errCode: MemberCode.socialWarning,
            errMsg: 'the social account needs attention',
          },
          ...none,
        }
      case 'blocked':
        return {
          result: { errCode: MemberCode.socialBlocked, errMsg: 'account integration is blocked' },
          ...none,
        }
      case 'unverified':
        throw new HttpError(400, 'The e-mail of this social account is not verified')
      case 'other':
        return {
          result: { errCode: -1, errMsg: 'the social platform refused the sign-in' },
          ...none,
        }
      case 'unknown':
        return { result: { errCode: -1, errMsg: 'unknown or expired sign-in code' }, ...none }
      case 'ok':
      case 'first': {
        const member = answer.memberId ? await app.members.byId(answer.memberId) : null
        if (!member || member.status !== 'active')
          return { result: { errCode: -1, errMsg: 'no active account for this sign-in' }, ...none }
        const token = await startSession(app, ctx, member.id, { remember: true, scope: 'full' })
        return { result: ok(), token, isFirstLogin: answer.outcome === 'first' }
      }
    }
  })
}
