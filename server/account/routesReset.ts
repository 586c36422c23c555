import type { FastifyInstance } from 'fastify'
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import {
  LinkCode,
  MemberCode,
  MemberType,
  endpoints,
  hasAtSign,
  ok,
} from '../../src/contract/index.ts'
import { HttpError, handle } from '../core/index.ts'
import { mailerOf, sendResetMail } from '../mail/index.ts'
import type { AccountServices } from './services.ts'
import { passwordProblem } from './memberFields.ts'
import { hashPassword } from './password.ts'
import { members, type MemberRow } from './tables.ts'

/** The company side of the member types: company administrators and their end users. */
const COMPANY_TYPES: number[] = [MemberType.COMPANY_USER, MemberType.END_USER]

/**
 * Password reset by e-mail (spec 1 §3, §4, §5, §8; issue 11): SendResetPwMail (personal accounts)
 * and SendResetCompanyPwMail (company accounts) send a single-use, expiring link; -82 when no
 * account of that kind has the address. CheckVaildPwMail tells whether the link still works;
 * SetPw uses it once, under the password rules of §5, and ends every session of the account.
 */
export function registerReset(fastify: FastifyInstance, app: AccountServices): void {
  const db = fastify.core.database.db

  async function byEmail(email: string, company: boolean): Promise<MemberRow | null> {
    const rows = await db
      .select()
      .from(members)
      .where(
        and(
          eq(sql`lower(${members.email})`, email.toLowerCase()),
          company
            ? inArray(members.memberType, COMPANY_TYPES)
            : notInArray(members.memberType, COMPANY_TYPES),
          inArray(members.status, ['active', 'contact']),
        ),
      )
      .orderBy(asc(members.createdAt))
      .limit(1)
    return rows[0] ?? null
  }

  const requestReset = (company: boolean) => async (input: { email: string }) => {
    const email = input.email.trim()
    if (!hasAtSign(email))
      return { result: { errCode: MemberCode.emailInvalid, errMsg: 'email blank value' } }
    const member = await byEmail(email, company)
    if (!member) return { result: { errCode: MemberCode.resetNoUser, errMsg: 'no such user' } }
    if (member.status !== 'active')
      return { result: { errCode: -1, errMsg: 'this account cannot reset its password' } }
    if (member.isIntegrated)
      return {
        result: {
          errCode: -1,
          errMsg: 'an integrated account resets its password on the partner site',
        },
      }
    try {
      await sendResetMail(fastify.core, member)
    } catch (e) {
      fastify.log.error({ err: e }, 'the password-reset e-mail could not be sent')
      throw new HttpError(503, 'The password-reset e-mail could not be sent: try again later')
    }
    return { result: ok('the password-reset e-mail is sent') }
  }

  handle(fastify, endpoints.SendResetPwMail, requestReset(false))
  handle(fastify, endpoints.SendResetCompanyPwMail, requestReset(true))

  handle(fastify, endpoints.CheckVaildPwMail, async (input) => {
    const link = await mailerOf(fastify.core).tokens.check('reset', input.verifyToken)
    if (link.code === LinkCode.ok) return { result: ok(), id: link.memberId }
    return {
      result: {
        errCode: link.code,
        errMsg: link.code === LinkCode.expired ? 'the link has expired' : 'unknown or used link',
      },
      id: '',
    }
  })

  handle(fastify, endpoints.SetPw, async (input) => {
    const tokens = mailerOf(fastify.core).tokens
    const link = await tokens.check('reset', input.verifyToken)
    if (link.code !== LinkCode.ok)
      return { result: { errCode: link.code, errMsg: 'unknown, used or expired link' } }
    if (input.id.trim().toLowerCase() !== link.memberId)
      return { result: { errCode: LinkCode.invalid, errMsg: 'the link is for another account' } }
    const problem = passwordProblem(input.pw, { id: link.memberId, oldPassword: '' })
    if (problem)
      return {
        result: {
          errCode: MemberCode.pwBlankOrShort,
          errMsg:
            problem.kind === 'refuse'
              ? problem.result.errMsg
              : problem.kind === 'invalid'
                ? `the password breaks a rule: ${problem.message}`
                : 'the password breaks a rule',
        },
      }
    const { hash, salt } = await hashPassword(input.pw)
    // The link is used and the password set together: of simultaneous uses exactly one does both.
    const used = await db.transaction(async (tx) => {
      const consumed = await tokens.consume('reset', input.verifyToken, tx)
      if (consumed.code !== LinkCode.ok) return consumed
      await tx
        .update(members)
        .set({ pwHash: hash, pwSalt: salt })
        .where(eq(members.id, consumed.memberId))
      return consumed
    })
    if (used.code !== LinkCode.ok)
      return { result: { errCode: used.code, errMsg: 'unknown, used or expired link' } }
    app.members.invalidate(used.memberId)
    await app.sessions.revokeAllOf(used.memberId)
    return { result: ok('the new password is set') }
  })
}
