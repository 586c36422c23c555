import { MemberCode } from '../../contract/index.ts'
import type { RuleState } from './passwordField.ts'

/**
 * A member form's field as its check shows it (spec 1 §5): initial, loading, success, or fail with
 * its reason; and what CheckID and CheckEmail answer, read the same way by sign-up and by a company
 * admin's end-user creation (spec 2 §5).
 */

/** Why the id fails (spec 1 §5): each -2 hint variant, -80, -82, -83, -1000, -10, or no answer. */
export type IdProblem =
  | 'blank'
  | 'invalid'
  | 'invalidUpper'
  | 'invalidSpecial'
  | 'invalidDigits'
  | 'invalidKorean'
  | 'used'
  | 'cvf'
  | 'deleted'
  | 'bad'
  | 'unchecked'
export type EmailProblem = 'blank' | 'invalid' | 'used' | 'unchecked'

export interface Check<P extends string> {
  state: RuleState
  problem: P | null
}

export const initial = <P extends string>(): Check<P> => ({ state: 'initial', problem: null })
export const loading = <P extends string>(): Check<P> => ({ state: 'loading', problem: null })
export const success = <P extends string>(): Check<P> => ({ state: 'success', problem: null })
export const fail = <P extends string>(problem: P): Check<P> => ({ state: 'fail', problem })

/** The hint variant of an id the server called invalid (-2): upper case, Korean, only digits, special characters. */
export function idHint(id: string): IdProblem {
  if (/[A-Z]/.test(id)) return 'invalidUpper'
  if (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(id)) return 'invalidKorean'
  if (/^[0-9]+$/.test(id.trim())) return 'invalidDigits'
  if (/[^A-Za-z0-9]/.test(id.trim())) return 'invalidSpecial'
  return 'invalid'
}

/** CheckID's code as the form shows it (spec 1 §5). */
export function idCheckOf(code: number, id: string): Check<IdProblem> {
  switch (code) {
    case 0:
      return success()
    case MemberCode.idInvalid:
      return fail(idHint(id))
    case MemberCode.idUsed:
      return fail('used')
    case MemberCode.idCvfIntegrated:
      return fail('cvf')
    case MemberCode.idDeleted:
      return fail('deleted')
    case MemberCode.idBad:
      return fail('bad')
    case MemberCode.blank:
      return fail('blank')
    default:
      return fail('invalid')
  }
}

/**
 * CheckEmail's answer as the form shows it (spec 1 §5). Both readings of the codes are kept: 0 free
 * and -5 used, or -5 available and 0 registered; the server's `available` verdict wins when given.
 */
export function emailCheckOf(answer: {
  result: { errCode: number }
  available?: boolean | undefined
}): Check<EmailProblem> {
  const code = answer.result.errCode
  if (code === MemberCode.blank) return fail('blank')
  if (code === MemberCode.emailInvalid) return fail('invalid')
  if (answer.available !== undefined) return answer.available ? success() : fail('used')
  return code === 0 ? success() : fail('used')
}
