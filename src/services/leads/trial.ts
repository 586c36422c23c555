import * as leadsApi from '../../contract/leads/endpoints.ts'
import { type TrialInquiryRequest, type TrialInquiryResponse } from '../../contract/index.ts'
import { checkEmail, checkName } from '../account/signUp.ts'
import { call } from '../core/http.ts'

/** The values the trial form asks the server about (spec 3 §5): both names and the e-mail. */
export interface TrialChecksInput {
  fullName: string
  companyName: string
  businessEmail: string
}
/** The errCode of each check: CheckName for the names, CheckEmail for the e-mail. */
export interface TrialChecks {
  fullName: number
  companyName: number
  businessEmail: number
}

/** The account area's CheckName and CheckEmail, asked together; any failure fails the lot. */
export async function checkTrialFields(input: TrialChecksInput): Promise<TrialChecks> {
  const [fullName, companyName, businessEmail] = await Promise.all([
    checkName(input.fullName),
    checkName(input.companyName),
    checkEmail(input.businessEmail),
  ])
  return {
    fullName: fullName.result.errCode,
    companyName: companyName.result.errCode,
    businessEmail: businessEmail.result.errCode,
  }
}

/** POST TrialInquiry (spec 3 §7): the server sends the CRM lead, then the newsletter. */
export const sendTrialInquiry = (body: TrialInquiryRequest): Promise<TrialInquiryResponse> =>
  call(leadsApi.TrialInquiry, body)

/** The local CRM's newest leads, for the staff page (404 when the staff pages are off). */
export const getLeads = () => call(leadsApi.GetLeads, {})
