import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import {
  JOB_OTHERS,
  JOBS,
  MemberCode,
  MemberType,
  captchaNeededFor,
  endpoints,
  isCountryCode,
  ok,
  type JoinRequest,
  type Result,
} from '../../src/contract/index.ts'
import { HttpError, countryOf, handle } from '../core/index.ts'
import { afterJoin } from './joined.ts'
import { hasForbiddenWord, normaliseName, passwordProblem } from './memberFields.ts'
import { hashPassword } from './password.ts'
import { checkEmail, checkId } from './rules.ts'
import type { AccountServices } from './services.ts'
import { isEmailTaken } from './emailTaken.ts'
import { members } from './tables.ts'

type Join = z.output<typeof JoinRequest>

const refused = (errCode: number, errMsg: string): { result: Result } => ({
  result: { errCode, errMsg },
})

/** Spec 1 §5 name codes: -10 blank or whitespace only, -1001 a forbidden word, 0 usable. */
export function checkName(raw: string): { code: number; message: string } {
  const name = normaliseName(raw)
  if (name === '') return { code: MemberCode.blank, message: 'name is blank' }
  if (hasForbiddenWord(name))
    return { code: MemberCode.nameForbidden, message: 'the name holds a forbidden word' }
  return { code: 0, message: 'name can be used' }
}

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
  const pw = passwordProblem(input.pw, { id, oldPassword: '' })
  if (pw?.kind === 'refuse') return { result: pw.result }
  if (pw?.kind === 'invalid') throw new HttpError(400, pw.message.replace('keyVals.val', 'pw'))
  const name = checkName(input.name)
  if (name.code !== 0) return refused(name.code, name.message)
  const email = await checkEmail(app.members, input.email)
  if (email.code !== 0) return refused(email.code, email.message)
  const country = input.country.trim().toUpperCase()
  if (country === '') return refused(MemberCode.blank, 'country is required')
  if (!isCountryCode(country))
    throw new HttpError(400, 'Invalid request body: country: must be a two-letter country code')
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
    const { hash, salt } = await hashPassword(input.pw)
    const created = await db
      .insert(members)
      .values({
        id,
        pwHash: hash,
        pwSalt: salt,
        name: normaliseName(input.name),
        email: input.email.trim(),
        brId: id,
        comId: '',
        memberType: input.memberType,
        isVerifyEmail: false,
        agreement: input.agreement,
        country: input.country.trim().toUpperCase(),
        preferredLang: input.preferredLang ?? 'en',
        job: input.job,
        status: 'active',
      })
      .onConflictDoNothing({ target: members.id })
      .returning({ id: members.id })
      .catch((error: unknown) => {
        if (isEmailTaken(error)) return null
        throw error
      })
    if (created === null) return refused(MemberCode.emailUsed, 'e-mail is already used')
    if (created.length !== 1) return refused(MemberCode.idUsed, 'id is already used')
    app.members.invalidate(id)
    await afterJoin(fastify, id).catch((error: unknown) => {
      ctx.request.log.error({ err: error, userId: id }, 'afterJoin failed')
    })
    return { result: ok() }
  })
}
