import * as supportApi from '../../contract/support/endpoints.ts'
import { type TicketUploadRequest } from '../../contract/index.ts'
import { call } from '../core/http.ts'

export const zendeskTicketUpload = (body: TicketUploadRequest) =>
  call(supportApi.zendeskTicketUpload, body)
