import { z } from 'zod'
import {
  isBlank,
  isCompanyUrl,
  isInquiryLongEnough,
  LeadCode,
  type TrialField,
  type TrialInquiry,
} from '../../src/contract/index.ts'
import { checkName } from '../account/index.ts'

const Email = z.email()

export interface Refusal {
  field: TrialField
  code: number
  message: string
}

/**
 * Everything the trial form checks (spec 3 §5), checked again: the first problem in the form's
 * order, with the code the form shows. Name and company name go through the same name check as
 * CheckName (a negative code is a forbidden word); the e-mail through the same pattern as
 * CheckEmail (an e-mail already used by a member is fine here: -5 counts as OK).
 */
export function inquiryProblem(input: TrialInquiry): Refusal | null {
  const named = (field: TrialField, value: string, what: string): Refusal | null => {
    if (isBlank(value)) return { field, code: LeadCode.blank, message: `${what} is blank` }
    const check = checkName(value)
    return check.code < 0 ? { field, code: check.code, message: `${what}: ${check.message}` } : null
  }
  const name = named('fullName', input.fullName, 'name')
  if (name) return name
  if (isBlank(input.businessEmail))
    return { field: 'businessEmail', code: LeadCode.blank, message: 'e-mail is blank' }
  if (!Email.safeParse(input.businessEmail.trim()).success)
    return {
      field: 'businessEmail',
      code: LeadCode.emailInvalid,
      message: 'e-mail is not a valid address',
    }
  const company = named('companyName', input.companyName, 'company name')
  if (company) return company
  if (isBlank(input.companyWebpage))
    return { field: 'companyWebpage', code: LeadCode.blank, message: 'company web page is blank' }
  if (!isCompanyUrl(input.companyWebpage))
    return {
      field: 'companyWebpage',
      code: LeadCode.urlInvalid,
      message: 'company web page is not a web address',
    }
  if (isBlank(input.inquiry))
    return { field: 'inquiry', code: LeadCode.blank, message: 'inquiry is blank' }
  if (!isInquiryLongEnough(input.inquiry))
    return {
      field: 'inquiry',
      code: LeadCode.inquiryShort,
      message: 'inquiry must be at least 200 characters',
    }
  if (!input.agree)
    return { field: 'agree', code: LeadCode.agreementMissing, message: 'the agreement is required' }
  return null
}
