import type { FastifyInstance } from 'fastify'
import { MemberCode, endpoints, ok } from '../../src/contract/index.ts'
import { HttpError, handle, memberSession, type RouteContext } from '../core/index.ts'
import type { AccountServices } from './services.ts'
import { fieldChange, mayChangeMember, passwordProblem } from './memberFields.ts'
import { hashPassword, verifyPassword } from './password.ts'
import type { MemberRow } from './tables.ts'

/** The signed-in member, as the database holds it now; a session whose account is gone is refused. */
async function signedInMember(app: AccountServices, ctx: RouteContext): Promise<MemberRow> {
  const member = await app.members.byIdFresh(memberSession(ctx).memberId)
  if (!member || member.status !== 'active')
    throw new HttpError(401, 'Sign-in required: the account of this session is no longer active')
  return member
}

/**
 * Whose field changes: the session's member; `tartgetId` may name one of its end users when it is
 * a company admin. `myId`, when given, must be the session's member: the client is never trusted.
 */
async function targetOf(
  app: AccountServices,
  actor: MemberRow,
  myId: string,
  tartgetId: string,
): Promise<MemberRow> {
  const claimed = myId.trim().toLowerCase()
  if (claimed !== '' && claimed !== actor.id)
    throw new HttpError(403, 'myId is not the signed-in member')
  const wanted = tartgetId.trim().toLowerCase()
  if (wanted === '' || wanted === actor.id) return actor
  const target = await app.members.byIdFresh(wanted)
  if (!target || target.status === 'deleted' || !mayChangeMember(actor, target))
    throw new HttpError(403, 'tartgetId is not the signed-in member or one of its end users')
  return target
}

export function registerMemberField(fastify: FastifyInstance, app: AccountServices): void {
  /** Spec 1 §4 account field editing, §5 codes: -6 blank or too short, -1004, -1005. */
  handle(fastify, endpoints.SetMemberField, async (input, ctx) => {
    const actor = await signedInMember(app, ctx)
    const target = await targetOf(app, actor, input.myId, input.tartgetId)
    const { val, oldVal } = input.keyVals
    const session = memberSession(ctx)
    if (session.limitedTo && (input.modFld !== 'pw' || target.id !== actor.id))
      throw new HttpError(
        403,
        'This session may only change its own password: the password still equals the id',
      )

    if (input.modFld === 'pw') {
      if (target.isIntegrated)
        throw new HttpError(403, 'An integrated account changes its password on the partner site')
      // The current password of whoever acts: the member itself, or the company admin for its end user.
      const current = await verifyPassword(oldVal, { hash: actor.pwHash, salt: actor.pwSalt })
      if (!current)
        return {
          result: {
            errCode: MemberCode.pwCurrentMismatch,
            errMsg: 'the current password is wrong',
          },
        }
      const problem = passwordProblem(val, {
        id: target.id,
        oldPassword: target.id === actor.id ? oldVal : '',
      })
      if (problem?.kind === 'refuse') return { result: problem.result }
      if (problem?.kind === 'invalid') throw new HttpError(400, problem.message)
      const { hash, salt } = await hashPassword(val)
      await app.members.update(target.id, { pwHash: hash, pwSalt: salt })
      // A new password signs every other device out; this session (if it is the member's) goes on, in full.
      if (target.id === actor.id) {
        await app.sessions.revokeAllOf(actor.id, session.tokenId)
        await app.sessions.widen(session.tokenId)
      } else await app.sessions.revokeAllOf(target.id)
      return { result: ok() }
    }

    const change = fieldChange(input.modFld, val, target)
    if (change.kind === 'refuse') return { result: change.result }
    if (change.kind === 'invalid') throw new HttpError(400, change.message)
    await app.members.update(target.id, change.patch)
    return { result: ok() }
  })

  /** Spec 1 §5 current-password check: 0 when it matches, -1000 when it does not. */
  handle(fastify, endpoints.CheckMyPW, async (input, ctx) => {
    const member = await signedInMember(app, ctx)
    const matches =
      input.val !== '' &&
      (await verifyPassword(input.val, { hash: member.pwHash, salt: member.pwSalt }))
    return matches
      ? { result: ok() }
      : { result: { errCode: MemberCode.myPwMismatch, errMsg: 'the password does not match' } }
  })
}
