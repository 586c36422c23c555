import type { FastifyInstance } from 'fastify'
import { and, eq, sql } from 'drizzle-orm'
import {
  CALL_LIMITS,
  LinkCode,
  MemberCode,
  VerifyMailCode,
  endpoints,
  ok,
} from '../../src/contract/index.ts'
import { HttpError, handle, memberSession, type RouteContext } from '../core/index.ts'
import { mailerOf, sendVerificationMail } from '../mail/index.ts'
import type { AccountServices } from './services.ts'
import { isEmailTaken } from './emailTaken.ts'
import { checkEmail } from './rules.ts'
import { members, type MemberRow } from './tables.ts'

async function signedInMember(app: AccountServices, ctx: RouteContext): Promise<MemberRow> {
  const member = await app.members.byIdFresh(memberSession(ctx).memberId)
  if (!member || member.status !== 'active')
    throw new HttpError(401, 'Sign-in required: the account of this session is no longer active')
  return member
}

/** The id the client names must be the session's member: the client is never trusted. */
const isSelf = (member: MemberRow, id: string) => id.trim().toLowerCase() === member.id

/**
 * At most CALL_LIMITS.mail verification e-mails per member (5 in 10 minutes), whatever the
 * address asking: a member's inbox is not a target. Past it, 429 with Retry-After.
 */
async function countMail(fastify: FastifyInstance, memberId: string): Promise<void> {
  const decision = await fastify.core.limits.hit(`mail:verify:${memberId}`, CALL_LIMITS.mail)
  if (!decision.allowed)
    throw new HttpError(
      429,
      `Too many verification e-mails for this account: try again in ${Math.ceil(decision.retryAfterS / 60)} minutes`,
      { 'retry-after': String(decision.retryAfterS) },
    )
}

/** Sends, or answers 503 when the SMTP server did not take the message. */
async function sendOrFail(fastify: FastifyInstance, memberId: string) {
  try {
    return await sendVerificationMail(fastify.core, memberId)
  } catch (e) {
    fastify.log.error({ err: e }, 'the verification e-mail could not be sent')
    throw new HttpError(503, 'The verification e-mail could not be sent: try again later')
  }
}

/**
 * E-mail verification (spec 1 §2, §4, §7; issue 11): the link's token is used once, before it
 * expires; resending and adding an address are for the signed-in member only.
 */
export function registerVerify(fastify: FastifyInstance, app: AccountServices): void {
  const db = fastify.core.database.db

  handle(fastify, endpoints.VerifyEmail, async (input) => {
    const used = await mailerOf(fastify.core).tokens.consume('verify', input.token)
    if (used.code === LinkCode.expired)
      return { result: { errCode: LinkCode.expired, errMsg: 'the link has expired' } }
    if (used.code !== LinkCode.ok)
      return { result: { errCode: LinkCode.invalid, errMsg: 'unknown or used link' } }
    // Only the address the link was sent to: a member who changed it since verifies nothing.
    const verified = await db
      .update(members)
      .set({ isVerifyEmail: true })
      .where(
        and(
          eq(members.id, used.memberId),
          eq(sql`lower(${members.email})`, used.email.toLowerCase()),
          eq(members.status, 'active'),
        ),
      )
      .returning({ id: members.id })
    app.members.invalidate(used.memberId)
    if (verified.length === 0)
      return {
        result: { errCode: LinkCode.invalid, errMsg: 'the address of this link is no longer used' },
      }
    return { result: ok('the e-mail address is verified') }
  })

  handle(fastify, endpoints.ResendVerifyEmail, async (input, ctx) => {
    const member = await signedInMember(app, ctx)
    if (!isSelf(member, input.id))
      return {
        result: { errCode: VerifyMailCode.notYours, errMsg: 'id is not the signed-in member' },
      }
    if (member.email.trim() !== '' && !member.isVerifyEmail) await countMail(fastify, member.id)
    const outcome = await sendOrFail(fastify, member.id)
    if (outcome === 'noEmail')
      return { result: { errCode: VerifyMailCode.noEmail, errMsg: 'the member has no e-mail' } }
    if (outcome === 'alreadyVerified')
      return {
        result: {
          errCode: VerifyMailCode.alreadyVerified,
          errMsg: 'the e-mail is verified already',
        },
      }
    return { result: ok('the verification e-mail is sent') }
  })

  handle(fastify, endpoints.SetEmail, async (input, ctx) => {
    const member = await signedInMember(app, ctx)
    if (!isSelf(member, input.id))
      return {
        result: { errCode: VerifyMailCode.notYours, errMsg: 'id is not the signed-in member' },
      }
    if (member.isIntegrated)
      throw new HttpError(403, 'An integrated account changes its e-mail on the partner site')
    const email = input.email.trim()
    const check = await checkEmail(app.members, email)
    if (check.code !== 0) return { result: { errCode: check.code, errMsg: check.message } }
    await countMail(fastify, member.id)
    try {
      await app.members.update(member.id, { email, isVerifyEmail: false })
    } catch (error) {
      if (!isEmailTaken(error)) throw error
      return { result: { errCode: MemberCode.emailUsed, errMsg: 'e-mail is already used' } }
    }
    await sendOrFail(fastify, member.id)
    return { result: ok('the e-mail is saved; a verification e-mail is sent') }
  })
}
