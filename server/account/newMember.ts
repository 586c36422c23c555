import { MemberCode, isCountryCode, type Result } from '../../src/contract/index.ts'
import { HttpError, type Db } from '../core/index.ts'
import { isEmailTaken } from './emailTaken.ts'
import { hashPassword } from './password.ts'
import { hasForbiddenWord, normaliseName, passwordProblem } from './memberFields.ts'
import type { AccountServices } from './services.ts'
import { checkEmail } from './rules.ts'
import { members, type NewMember } from './tables.ts'

/** A refusal with one of the spec 1 §5 codes, answered 200 like every business answer. */
export const refused = (errCode: number, errMsg: string): { result: Result } => ({
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

/** The fields every new member has, whoever creates it (sign-up, a company admin's end user). */
export interface NewMemberFields {
  id: string
  pw: string
  name: string
  email: string
  country: string
}

/**
 * The checks of a new member after its id (spec 1 §5), in the order of the sign-up form: the
 * password (-6 blank or short; any other broken rule, the id included, a bad request), the name
 * (-10, -1001), the e-mail (-10, -4, -5), the country (-10; not a country code, a bad request).
 * Join (after its id and brId) and InsertMember (after its id) share them, so both answer alike.
 */
export async function newMemberProblem(
  app: AccountServices,
  input: NewMemberFields,
): Promise<{ result: Result } | null> {
  const pw = passwordProblem(input.pw, { id: input.id.trim(), oldPassword: '' })
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
  return null
}

/** What sets one kind of new member apart: its company, type, agreement, language and job. */
export type NewMemberKind = Pick<
  NewMember,
  'comId' | 'memberType' | 'agreement' | 'preferredLang' | 'job'
>

/**
 * Writes a new member once, active and unverified, its password hashed: of parallel attempts for
 * one id only one row is written (the others are told -80), and of parallel attempts for one
 * e-mail the unique index lets one through (the others are told -5). Null once the row is written;
 * the cached "no such id" of the checks before is dropped then.
 */
export async function insertMember(
  db: Db,
  app: AccountServices,
  input: NewMemberFields,
  kind: NewMemberKind,
): Promise<{ result: Result } | null> {
  const id = input.id.trim()
  const { hash, salt } = await hashPassword(input.pw)
  const row: NewMember = {
    ...kind,
    id,
    pwHash: hash,
    pwSalt: salt,
    name: normaliseName(input.name),
    email: input.email.trim(),
    brId: id,
    isVerifyEmail: false,
    country: input.country.trim().toUpperCase(),
    status: 'active',
  }
  const created = await db
    .insert(members)
    .values(row)
    .onConflictDoNothing({ target: members.id })
    .returning({ id: members.id })
    .catch((error: unknown) => {
      if (isEmailTaken(error)) return null
      throw error
    })
  if (created === null) return refused(MemberCode.emailUsed, 'e-mail is already used')
  if (created.length !== 1) return refused(MemberCode.idUsed, 'id is already used')
  app.members.invalidate(row.id)
  return null
}
