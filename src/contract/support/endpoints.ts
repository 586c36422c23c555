import { endpoint } from '../core/endpoint.ts'
import { CALL_LIMITS } from '../core/limits.ts'
import { FileDeleteRequest, FileDeleteResponse } from './contact.ts'
import { GetStaffTicketsQuery, GetStaffTicketsResponse } from './staff.ts'
import { TicketUploadRequest, TicketUploadResponse } from './ticket.ts'

/** Uploads and deletions of attachments per address: a form holds at most 10 files. */
export const ATTACHMENT_LIMIT = { max: 40, windowS: 600 } as const

export const zendeskTicketUpload = endpoint({
  name: 'zendeskTicketUpload',
  method: 'POST',
  path: '/api/zendeskTicketUpload',
  request: TicketUploadRequest,
  response: TicketUploadResponse,
  auth: 'public',
  limit: CALL_LIMITS.ticket,
  summary:
    'Create a help-desk ticket: the error pop-up’s report, or the contact form’s fields (the server builds the ticket; its upload tokens are used once, by the browser that uploaded them). errCode -1301 an unknown or used upload token.',
})

export const zendeskUpLoadFileDelete = endpoint({
  name: 'zendeskUpLoadFileDelete',
  method: 'POST',
  path: '/api/zendeskUpLoadFileDelete',
  request: FileDeleteRequest,
  response: FileDeleteResponse,
  auth: 'public',
  limit: ATTACHMENT_LIMIT,
  summary:
    'Delete an attachment of the contact form not yet sent (this browser’s own); errCode -1301 unknown, used or another browser’s.',
})

export const GetStaffTickets = endpoint({
  name: 'GetStaffTickets',
  method: 'GET',
  path: '/api/staff/tickets',
  request: GetStaffTicketsQuery,
  response: GetStaffTicketsResponse,
  auth: 'public',
  summary:
    'The staff inbox of the local help desk (STAFF_INBOX=1, on by default outside production): the newest tickets with their attachments.',
})

/** Support (spec 3 §7): this area's part of the endpoint table. */
export const supportEndpoints = { zendeskTicketUpload, zendeskUpLoadFileDelete, GetStaffTickets }
