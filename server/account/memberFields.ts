import {
  JOB_OTHERS,
  JOBS,
  LANGUAGES,
  LIMITS,
  MemberCode,
  MemberType,
  PASSWORD_RULE_TEXT,
  failedPasswordRules,
  type MemberField,
  type Result,
  isCompanyAdmin,
} from '../../src/contract/index.ts'
import type { MemberRow, NewMember } from './tables.ts'

/** Words a member name may not hold (spec 1 §5: -1001 on sign-up, -1005 on change): staff impersonation. */
const FORBIDDEN_NAME_WORDS = new Set([
  'admin',
  'administrator',
  'drape3d',
  'moderator',
  'official',
  'root',
  'staff',
  'support',
  'sysadmin',
])

/** A name as it is stored: trimmed, repeated spaces collapsed to one (spec 1 §5). */
export const normaliseName = (raw: string): string => raw.trim().replace(/\s+/g, ' ')

export function hasForbiddenWord(name: string): boolean {
  const words = name.toLowerCase().split(/[^\p{L}\p{N}]+/u)
  const joined = words.join('')
  return words.some((w) => FORBIDDEN_NAME_WORDS.has(w)) || joined.includes('drape3d')
}

/**
 * Whether `actor` may change `target`'s fields: itself, or a company admin (company user without a
 * company id) one of the end users it created (their comId is the admin's id).
 */
export function mayChangeMember(actor: MemberRow, target: MemberRow): boolean {
  if (actor.id === target.id) return true
  const isEndUser =
    target.memberType === MemberType.END_USER || target.memberType === MemberType.CVF_END_USER
  return isCompanyAdmin(actor.memberType, actor.comId) && isEndUser && target.comId === actor.id
}

/** The job codes: 1 to 8 for the spec's job roles, 99 for others. */
const isJobCode = (n: number) =>
  (Number.isInteger(n) && n >= 1 && n <= JOBS.length) || n === JOB_OTHERS

/** What a field change writes, or why it is refused (a business code or a 400 message). */
export type FieldChange =
  | { kind: 'write'; patch: Partial<Omit<NewMember, 'id'>> }
  | { kind: 'refuse'; result: Result }
  | { kind: 'invalid'; message: string }

const refuse = (errCode: number, errMsg: string): FieldChange => ({
  kind: 'refuse',
  result: { errCode, errMsg },
})
const invalid = (field: string, problem: string): FieldChange => ({
  kind: 'invalid',
  message: `Invalid request body: keyVals.val: ${field} ${problem}`,
})
const FLAG = { '0': 0, '1': 1 } as const
const flagOf = (val: string): 0 | 1 | null => (val === '0' || val === '1' ? FLAG[val] : null)

/**
 * The new value of every field but the password, checked (spec 1 §5): -6 for a blank value, -1005
 * for a forbidden word in a name; a value outside its list is a bad request.
 */
export function fieldChange(
  field: Exclude<MemberField, 'pw'>,
  raw: string,
  target: MemberRow,
): FieldChange {
  const val = raw.trim()
  if (val === '') return refuse(MemberCode.pwBlankOrShort, `${field} is blank`)
  switch (field) {
    case 'name': {
      const name = normaliseName(val)
      if (name.length > LIMITS.nameMax)
        return invalid('name', `must be at most ${LIMITS.nameMax} characters`)
      if (hasForbiddenWord(name))
        return refuse(MemberCode.nameForbiddenOnChange, 'the name holds a forbidden word')
      return { kind: 'write', patch: { name } }
    }
    case 'country': {
      const country = val.toUpperCase()
      if (!/^[A-Z]{2}$/.test(country)) return invalid('country', 'must be a two-letter code')
      return { kind: 'write', patch: { country } }
    }
    case 'job': {
      const job = Number(val)
      if (!/^[0-9]+$/.test(val) || !isJobCode(job))
        return invalid('job', `must be 1 to ${JOBS.length} or ${JOB_OTHERS}`)
      if (target.memberType === MemberType.COMPANY_USER && job !== JOB_OTHERS)
        return invalid('job', `is fixed at ${JOB_OTHERS} for company users`)
      return { kind: 'write', patch: { job } }
    }
    case 'sendemail':
    case 'agreement': {
      const agreement = flagOf(val)
      if (agreement === null) return invalid(field, 'must be 0 or 1')
      return { kind: 'write', patch: { agreement } }
    }
    case 'subscriptionAlert': {
      const subscriptionAlert = flagOf(val)
      if (subscriptionAlert === null) return invalid(field, 'must be 0 or 1')
      return { kind: 'write', patch: { subscriptionAlert } }
    }
    case 'preferredLang': {
      const lang = LANGUAGES.find((l) => l === val.toLowerCase())
      if (!lang) return invalid('preferredLang', `must be one of ${LANGUAGES.join(', ')}`)
      return { kind: 'write', patch: { preferredLang: lang } }
    }
  }
}

/**
 * A new password (spec 1 §5): -6 when blank or shorter than 8; any other broken rule (the shared
 * policy of src/contract/account/password.ts) is a bad request naming the rule.
 */
export function passwordProblem(
  pw: string,
  context: { id: string; oldPassword: string },
): FieldChange | null {
  if (pw.trim() === '' || pw.length < LIMITS.passwordMin)
    return refuse(
      MemberCode.pwBlankOrShort,
      `the password is blank or shorter than ${LIMITS.passwordMin} characters`,
    )
  const failed = failedPasswordRules(pw, context)
  if (failed.length === 0) return null
  return invalid('pw', failed.map((r) => PASSWORD_RULE_TEXT[r]).join('; '))
}
