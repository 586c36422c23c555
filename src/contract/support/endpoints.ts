import { endpoint } from '../core/endpoint.ts'
import { CALL_LIMITS } from '../core/limits.ts'
import { TicketUploadRequest, TicketUploadResponse } from './ticket.ts'

/** Support (spec 3 §7): this area's part of the endpoint table. */
export const supportEndpoints = {
  zendeskTicketUpload: endpoint({
    name: 'zendeskTicketUpload',
    method: 'POST',
    path: '/api/zendeskTicketUpload',
    request: TicketUploadRequest,
    response: TicketUploadResponse,
    auth: 'public',
    limit: CALL_LIMITS.ticket,
    summary: 'Create a help-desk ticket (local help-desk adapter by default).',
  }),
}
