import { endpoint } from '../core/endpoint.ts'
import { none, ResultOnly } from '../core/envelope.ts'
import {
  ListMemberResponse,
  NewsletterEmailRequest,
  NewsletterMemberRequest,
} from './newsletter.ts'
import {
  CrmLeadRequest,
  CrmLeadResponse,
  GetLeadsResponse,
  TrialInquiryRequest,
  TrialInquiryResponse,
} from './trial.ts'

/** Inquiries by one address: 10 in 10 minutes (a person sends one; a flood of leads is refused). */
export const LEAD_LIMIT = { max: 10, windowS: 600 } as const

const own =
  "Only the signed-in member's own e-mail: another e-mail is refused with errCode -2120 (nobody reads or changes someone else's membership)."

export const TrialInquiry = endpoint({
  name: 'TrialInquiry',
  method: 'POST',
  path: '/api/Lead/TrialInquiry',
  request: TrialInquiryRequest,
  response: TrialInquiryResponse,
  auth: 'public',
  limit: LEAD_LIMIT,
  summary:
    'The enterprise trial inquiry (spec 3 §5, §7): checked again, kept once, passed on as a CRM lead, then the newsletter when ticked (a newsletter failure still answers errCode 0).',
})

export const submitSalesforceLead = endpoint({
  name: 'submitSalesforceLead',
  method: 'POST',
  path: '/api/submitSalesforceLead',
  request: CrmLeadRequest,
  response: CrmLeadResponse,
  auth: 'public',
  limit: LEAD_LIMIT,
  summary:
    'A CRM lead (spec 3 §3, §7); a missing name or e-mail is refused with errCode -2110 (spec 3 §8).',
})

export const getListMember = endpoint({
  name: 'getListMember',
  method: 'POST',
  path: '/api/getListMember',
  request: NewsletterEmailRequest,
  response: ListMemberResponse,
  auth: 'member',
  summary: `The newsletter membership (spec 3 §3, §7). ${own}`,
})

export const addListMember = endpoint({
  name: 'addListMember',
  method: 'POST',
  path: '/api/addListMember',
  request: NewsletterMemberRequest,
  response: ListMemberResponse,
  auth: 'member',
  summary: `Subscribe to the newsletter (spec 3 §7, §9 languages). ${own}`,
})

export const deleteMember = endpoint({
  name: 'deleteMember',
  method: 'POST',
  path: '/api/deleteMember',
  request: NewsletterEmailRequest,
  response: ResultOnly,
  auth: 'member',
  summary: `Leave the newsletter list (spec 3 §7). ${own}`,
})

export const updateListMember = endpoint({
  name: 'updateListMember',
  method: 'POST',
  path: '/api/updateListMember',
  request: NewsletterMemberRequest,
  response: ListMemberResponse,
  auth: 'member',
  summary: `Change an existing membership (spec 3 §7): errCode -1 when there is none. ${own}`,
})

export const setListMember = endpoint({
  name: 'setListMember',
  method: 'POST',
  path: '/api/setListMember',
  request: NewsletterMemberRequest,
  response: ListMemberResponse,
  auth: 'member',
  summary: `Add or update the membership by its type (spec 3 §7). ${own}`,
})

export const GetLeads = endpoint({
  name: 'GetLeads',
  method: 'GET',
  path: '/api/Dev/GetLeads',
  request: none,
  response: GetLeadsResponse,
  auth: 'public',
  summary:
    "The local CRM's newest 100 leads, for the staff page: registered only with the dev pages (MAILBOX=1; off in production) and the local CRM (404 otherwise).",
})

/** Leads and newsletter (spec 3 §7): this area's part of the endpoint table. */
export const leadsEndpoints = {
  TrialInquiry,
  submitSalesforceLead,
  getListMember,
  addListMember,
  deleteMember,
  updateListMember,
  setListMember,
  GetLeads,
}
