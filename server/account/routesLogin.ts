import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import {
  MemberCode,
  endpoints,
  ok,
  type LoginInfo,
  type LoginRequest,
  type LoginResponse,
} from '../../src/contract/index.ts'
import { HttpError, handle, type RouteContext } from '../core/index.ts'
import type { AccountServices } from './services.ts'
import { verifyAgainstDecoy, verifyPassword } from './password.ts'
import type { MemberRow } from './tables.ts'
import { setSessionCookie } from './cookie.ts'

const noLoginInfo = (loginResult: number, id = ''): LoginInfo => ({
  loginResult,
  id,
  email: '',
  memberType: 0,
  comId: '',
  isVerifyEmail: false,
  closetIntegration: 0,
  isPwSameAsId: false,
  agreement: 0,
})

/** A refused sign-in: a business outcome carried by loginResult, so errCode stays 0 (spec 1 §4). */
const refused = (loginResult: number, errMsg: string, id = ''): LoginResponse => ({
  result: ok(errMsg),
  loginInfo: noLoginInfo(loginResult, id),
  token: '',
  Integrated: false,
  verifyCode: '',
})

function minutes(seconds: number): string {
  const m = Math.ceil(seconds / 60)
  return m === 1 ? '1 minute' : `${m} minutes`
}

/**
 * Sign-in by id and password (spec 1 §4): 2 when a field is blank, -1 for an unknown id or a wrong
 * password, -2 for a suspended (contact) account, 0 with the session cookie and token otherwise.
 * Failed attempts count per account and per address; past the limit the answer is 429.
 */
async function signIn(
  app: AccountServices,
  input: z.output<typeof LoginRequest>,
  ctx: RouteContext,
): Promise<LoginResponse> {
  const id = input.id.trim().toLowerCase()
  if (id === '' || input.pw.trim() === '')
    return refused(MemberCode.loginBlank, 'id and password are required')

  const address = ctx.request.ip
  const wait = app.loginLimiter.retryAfterS(id, address)
  if (wait > 0) {
    throw new HttpError(
      429,
      `Too many failed sign-ins for this account or from this address: try again in ${minutes(wait)}`,
      { 'retry-after': String(wait) },
    )
  }

  const found = await app.members.byId(id)
  const member: MemberRow | null = found && found.status !== 'deleted' ? found : null
  const valid = member
    ? await verifyPassword(input.pw, { hash: member.pwHash, salt: member.pwSalt })
    : await verifyAgainstDecoy(input.pw)
  if (!member || !valid) {
    app.loginLimiter.recordFailure(id, address)
    return refused(MemberCode.loginInvalid, 'id or password is incorrect')
  }
  app.loginLimiter.recordSuccess(id)
  if (member.status === 'contact')
    return refused(MemberCode.loginContact, 'this account is suspended: contact support', member.id)

  const token = await app.tokens.issue(member.id)
  setSessionCookie(ctx.reply, token, app.cookies)
  return {
    result: ok(),
    loginInfo: {
      loginResult: MemberCode.loginOk,
      id: member.id,
      email: member.email,
      memberType: member.memberType,
      comId: member.comId,
      isVerifyEmail: member.isVerifyEmail,
      closetIntegration: member.closetIntegration,
      isPwSameAsId: input.pw === member.id,
      agreement: member.agreement,
    },
    token,
    Integrated: member.isIntegrated,
    verifyCode: '',
  }
}

export function registerLogin(fastify: FastifyInstance, app: AccountServices): void {
  handle(fastify, endpoints.Login, (input, ctx) => signIn(app, input, ctx))
  handle(fastify, endpoints.IntegrationCheck, (input, ctx) => signIn(app, input, ctx))
}
