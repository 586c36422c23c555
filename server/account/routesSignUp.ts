import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import {
  JOB_OTHERS,
  JOBS,
  MemberType,
  captchaNeededFor,
  endpoints,
  ok,
  type JoinRequest,
  type Result,
} from '../../src/contract/index.ts'
import { HttpError, countryOf, handle } from '../core/index.ts'
import { afterJoin } from './joined.ts'
import { checkName, insertMember, newMemberProblem, refused } from './newMember.ts'
import { checkId } from './rules.ts'
import type { AccountServices } from './services.ts'

type Join = z.output<typeof JoinRequest>

/** The job codes: 1 to 8 for the spec's job roles, 99 for others; a company's is fixed at 99 (§5). */
const isJobFor = (memberType: number, job: number) =>
  memberType === MemberType.COMPANY_USER
    ? job === JOB_OTHERS
    : (job >= 1 && job <= JOBS.length) || job === JOB_OTHERS

/**
 * Everything the sign-up form checks, checked again (spec 1 §5): the first problem as the spec's
 * code, or a 400 for a value no form sends (brId not the id, a job outside the list).
 */
async function joinProblem(app: AccountServices, input: Join): Promise<{ result: Result } | null> {
  const idCheck = await checkId(app.members, input.id)
  if (idCheck.code !== 0) return refused(idCheck.code, idCheck.message)
  const id = input.id.trim()
  if (input.brId.trim() !== id)
    throw new HttpError(400, 'Invalid request body: brId: must equal id')
  const fields = await newMemberProblem(app, input)
  if (fields) return fields
  if (!isJobFor(input.memberType, input.job))
    throw new HttpError(
      400,
      input.memberType === MemberType.COMPANY_USER
        ? `Invalid request body: job: is fixed at ${JOB_OTHERS} for a company`
        : `Invalid request body: job: must be 1 to ${JOBS.length} or ${JOB_OTHERS}`,
    )
  return null
}

/**
 * Sign-up (spec 1 §2, §4, §5, §7) and its live checks. Join refuses what the form refuses, with the
 * same codes; then the captcha (unless the visitor is in CN), each solution once; then the member is
 * created unverified, once per id even under parallel attempts, and `afterJoin` runs.
 */
export function registerSignUp(fastify: FastifyInstance, app: AccountServices): void {
  const db = fastify.core.database.db

  handle(fastify, endpoints.CheckName, (input) => {
    const { code, message } = checkName(input.val)
    return { result: { errCode: code, errMsg: message } }
  })

  handle(fastify, endpoints.Join, async (input, ctx) => {
    const problem = await joinProblem(app, input)
    if (problem) return problem
    const visitorCountry = countryOf(ctx.request, app.config.TRUSTED_COUNTRY_HEADER)
    if (captchaNeededFor(visitorCountry) && !(await app.captcha.redeem(input.captcha)))
      throw new HttpError(
        428,
        input.captcha === ''
          ? 'Sign-up needs the captcha: solve it (SignInChallenge) and send it in captcha'
          : 'The captcha answer is not valid or was already used: solve a new one',
      )
    const id = input.id.trim()
    const notCreated = await insertMember(db, app, input, {
      comId: '',
      memberType: input.memberType,
      agreement: input.agreement,
      preferredLang: input.preferredLang ?? 'en',
      job: input.job,
    })
    if (notCreated) return notCreated
    await afterJoin(fastify, id).catch((error: unknown) => {
      ctx.request.log.error({ err: error, userId: id }, 'afterJoin failed')
    })
    return { result: ok() }
  })
}
