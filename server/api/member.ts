import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { CVF_MEMBER_TYPES, LIMITS, MemberCode, endpoints, ok } from '../../src/contract/index.ts'
import type { AppContext } from '../context.ts'
import { countryOf } from '../http/country.ts'
import { HttpError } from '../http/errors.ts'
import { handle, memberSession } from '../http/route.ts'
import { clearSessionCookie, setSessionCookie } from '../http/session.ts'
import { toUserInfo } from './userInfo.ts'

const ID_MIN = 4
/** Ids nobody may take (spec 1 §5, -1000 bad id). */
const RESERVED_IDS = new Set([
  'admin',
  'administrator',
  'root',
  'system',
  'support',
  'drape3d',
  'master',
  'null',
  'undefined',
  'guest',
])

/** Spec 1 §5 id codes: -10 blank, -2 invalid, -1000 reserved, -83 deleted, -82 cloud-wardrobe, -80 used, 0 free. */
async function checkId(app: AppContext, raw: string): Promise<{ code: number; message: string }> {
  const id = raw.trim()
  if (id === '') return { code: MemberCode.blank, message: 'id is blank' }
  if (/[A-Z]/.test(id)) return { code: MemberCode.idInvalid, message: 'id has upper-case letters' }
  if (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(id))
    return { code: MemberCode.idInvalid, message: 'id has Korean characters' }
  if (!/^[a-z0-9]+$/.test(id))
    return { code: MemberCode.idInvalid, message: 'id has special characters' }
  if (/^[0-9]+$/.test(id)) return { code: MemberCode.idInvalid, message: 'id has only digits' }
  if (id.length < ID_MIN || id.length > LIMITS.idMax)
    return {
      code: MemberCode.idInvalid,
      message: `id must be ${ID_MIN} to ${LIMITS.idMax} characters`,
    }
  if (RESERVED_IDS.has(id)) return { code: MemberCode.idBad, message: 'id cannot be used' }
  const member = await app.members.byId(id)
  if (!member) return { code: 0, message: 'id is available' }
  if (member.status === 'deleted')
    return { code: MemberCode.idDeleted, message: 'id belonged to a deleted user' }
  if (CVF_MEMBER_TYPES.includes(member.memberType) || member.isIntegrated)
    return { code: MemberCode.idCvfIntegrated, message: 'id is a cloud-wardrobe integrated user' }
  return { code: MemberCode.idUsed, message: 'id is already used' }
}

const Email = z.email()

/** Spec 1 §5 e-mail codes: -10 blank, -4 invalid, -5 already used, 0 free. */
async function checkEmail(
  app: AppContext,
  raw: string,
): Promise<{ code: number; message: string }> {
  const email = raw.trim()
  if (email === '') return { code: MemberCode.blank, message: 'e-mail is blank' }
  if (!Email.safeParse(email).success)
    return { code: MemberCode.emailInvalid, message: 'e-mail is not a valid address' }
  const member = await app.members.byEmail(email)
  if (member && member.status !== 'deleted')
    return { code: MemberCode.emailUsed, message: 'e-mail is already used' }
  return { code: 0, message: 'e-mail is available' }
}

export function registerMember(fastify: FastifyInstance, app: AppContext): void {
  handle(fastify, endpoints.GetUserInfo, async (_input, ctx) => {
    const member = await app.members.byId(memberSession(ctx).memberId)
    if (!member || member.status !== 'active')
      throw new HttpError(401, 'Sign-in required: the account of this session is no longer active')
    return { result: ok(), userInfo: toUserInfo(member) }
  })

  handle(fastify, endpoints.Logout, (_input, ctx) => {
    if (ctx.session) app.tokens.revoke(ctx.session)
    clearSessionCookie(ctx.reply, app.cookies)
    return { result: ok() }
  })

  handle(fastify, endpoints.GetCountryByIP, (_input, ctx) => ({
    result: ok(),
    ipCode: [countryOf(ctx.request, app.config.TRUSTED_COUNTRY_HEADER)],
  }))

  handle(fastify, endpoints.CheckID, async (input) => {
    const { code, message } = await checkId(app, input.val)
    return { result: { errCode: code, errMsg: message } }
  })

  handle(fastify, endpoints.CheckEmail, async (input) => {
    const { code, message } = await checkEmail(app, input.val)
    return { result: { errCode: code, errMsg: message } }
  })

  /** Social-platform sign-in (spec 1 §4): -300 warning, -301 blocked, other codes -1, unverified e-mail HTTP 400. */
  handle(fastify, endpoints.IntegrationToken, async (input, ctx) => {
    const answer = await app.social.exchange(input.code.trim())
    const none = { token: '', isFirstLogin: false }
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
        const token = await app.tokens.issue(member.id)
        setSessionCookie(ctx.reply, token, app.cookies)
        return { result: ok(), token, isFirstLogin: answer.outcome === 'first' }
      }
    }
  })
}
