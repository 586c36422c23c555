import { endpoints, type TicketUploadRequest } from '../../contract/index.ts'
import { call } from '../core/http.ts'

export const zendeskTicketUpload = (body: TicketUploadRequest) =>
  call(endpoints.zendeskTicketUpload, body)
