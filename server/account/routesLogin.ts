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
import { startSession } from './sessionStart.ts'

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
 * Every attempt is counted before its password is checked (SignInLimiter): past the address or the
 * account-and-address limit 429; past the account's limit 428 until a captcha is solved, then a
 * growing delay (429). The right password from the owner always gets in after the captcha.
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
  const gate = await app.limiter.admit(id, address)
  if (gate.kind === 'refused')
    throw new HttpError(
      429,
      gate.reason === 'address'
        ? `Too many sign-ins from this address: try again in ${minutes(gate.retryAfterS)}`
        : `Too many failed sign-ins for this account from this address: try again in ${minutes(gate.retryAfterS)}`,
      { 'retry-after': String(gate.retryAfterS) },
    )
  if (gate.kind === 'captcha') {
    if (!(await app.captcha.redeem(input.captcha)))
      throw new HttpError(
        428,
        input.captcha === ''
          ? 'Too many failed sign-ins for this account: solve the captcha (SignInChallenge) and send it with the sign-in'
          : 'The captcha answer is not valid or was already used: solve a new one',
      )
    const waitS = await app.limiter.stepUp(id, gate.beyond)
    if (waitS > 0)
      throw new HttpError(
        429,
        `Too many failed sign-ins for this account: try again in ${waitS} seconds`,
        { 'retry-after': String(waitS) },
      )
  }

  const found = await app.members.byIdFresh(id)
  const member: MemberRow | null = found && found.status !== 'deleted' ? found : null
  const valid = member
    ? await verifyPassword(input.pw, { hash: member.pwHash, salt: member.pwSalt })
    : await verifyAgainstDecoy(input.pw)
  if (!member || !valid) return refused(MemberCode.loginInvalid, 'id or password is incorrect')
  await app.limiter.succeeded(id, address)
  if (member.status === 'contact')
    return refused(MemberCode.loginContact, 'this account is suspended: contact support', member.id)

  // A password still equal to the id opens a session that may only change it (issue 10).
  const pwIsId = input.pw.toLowerCase() === member.id
  const token = await startSession(app, ctx, member.id, {
    remember: input.isRememberMe,
    scope: pwIsId ? 'passwordChange' : 'full',
  })
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
      isPwSameAsId: pwIsId,
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
