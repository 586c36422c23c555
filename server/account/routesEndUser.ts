import type { FastifyInstance } from 'fastify'
import { JOB_OTHERS, MemberType, endpoints, ok, isCompanyAdmin } from '../../src/contract/index.ts'
import { HttpError, handle, memberSession } from '../core/index.ts'
import { afterJoin } from './joined.ts'
import { insertMember, newMemberProblem, refused } from './newMember.ts'
import { checkId } from './rules.ts'
import type { AccountServices } from './services.ts'
import type { MemberRow } from './tables.ts'

/**
 * The caller as a company admin (spec 2 §6: end users are managed by comId; a company admin is a
 * company user without a comId of its own, as GetMyMemberList decides), else 403: a personal
 * member, an end user or a company's end user cannot create members. The row is read past the
 * cache, so a member whose account changed a moment ago is judged by what it is now.
 */
async function companyAdminOf(app: AccountServices, memberId: string): Promise<MemberRow> {
  const member = await app.members.byIdFresh(memberId)
  if (!member || member.status !== 'active' || !isCompanyAdmin(member.memberType, member.comId))
    throw new HttpError(403, 'Only a company admin can create end users')
  return member
}

/**
 * InsertMember (spec 1 §7, spec 2 §4 end-user ID pop-up step 2, §5 end-user create, §7 team
 * console): a signed-in company admin creates an end user of its company. The company is the
 * admin's own id, never the body's: a comId naming any other company is refused 403. Then the
 * checks of Join, in its order and with its codes (id, password with the id, name, e-mail,
 * country); no captcha (the caller is signed in, and the call is limited per address). The end
 * user is created unverified, once per id and once per e-mail under parallel attempts, in the
 * admin's language, and is sent the verification e-mail; a mail that fails is logged, never undoes
 * the creation (the end user can ask for it again).
 */
export function registerEndUser(fastify: FastifyInstance, app: AccountServices): void {
  const db = fastify.core.database.db

  handle(fastify, endpoints.InsertMember, async (input, ctx) => {
    const admin = await companyAdminOf(app, memberSession(ctx).memberId)
    if (input.comId.trim() !== admin.id)
      throw new HttpError(403, 'comId must be the id of the signed-in company admin')
    const idCheck = await checkId(app.members, input.id)
    if (idCheck.code !== 0) return refused(idCheck.code, idCheck.message)
    const problem = await newMemberProblem(app, input)
    if (problem) return problem
    const id = input.id.trim()
    const notCreated = await insertMember(db, app, input, {
      comId: admin.id,
      memberType: MemberType.END_USER,
      agreement: input.agreement,
      preferredLang: admin.preferredLang,
      job: JOB_OTHERS,
    })
    if (notCreated) return notCreated
    await afterJoin(fastify, id).catch((error: unknown) => {
      ctx.request.log.error({ err: error, userId: id, comId: admin.id }, 'end-user mail failed')
    })
    return { result: ok() }
  })
}
