import * as accountApi from '../../contract/account/endpoints.ts'
import * as supportApi from '../../contract/support/endpoints.ts'
import { ATTACHMENTS, FileUploadResponse, type ContactTicketRequest } from '../../contract/index.ts'
import { call } from '../core/http.ts'
import { uploadWithProgress, type UploadProgress } from '../core/upload.ts'

export type { UploadProgress } from '../core/upload.ts'

/** zendeskTicketUpload with the contact form's fields (spec 3 §7): answers data.result.errCode. */
export const sendContactTicket = async (body: ContactTicketRequest): Promise<number> =>
  (await call(supportApi.zendeskTicketUpload, body)).data.result.errCode

/** zendeskUpLoadFileDelete (spec 3 §7): answers result.errCode. */
export const deleteAttachment = async (token: string): Promise<number> =>
  (await call(supportApi.zendeskUpLoadFileDelete, { token })).result.errCode

/** The contact form's e-mail checked by the server (spec 3 §5): CheckEmail's errCode. */
export const checkContactEmail = async (email: string): Promise<number> =>
  (await call(accountApi.CheckEmail, { val: email.trim() })).result.errCode

/**
 * POST /api/zendeskFileUpload (spec 3 §7): the file as the multipart part `file`. A refusal
 * carries the server's errCode (-413 when the form's files would reach 50,000,000 bytes).
 */
export function uploadAttachment(
  file: Blob,
  fileName: string,
  onProgress: (progress: UploadProgress) => void,
): Promise<FileUploadResponse> {
  const form = new FormData()
  form.append(ATTACHMENTS.field, file, fileName)
  return uploadWithProgress({
    apiName: ATTACHMENTS.name,
    path: ATTACHMENTS.path,
    form,
    size: file.size,
    response: FileUploadResponse,
    onProgress,
  })
}

/** GetStaffTickets: the staff inbox of the local help desk (404 when it is off). */
export const getStaffTickets = async () => (await call(supportApi.GetStaffTickets, {})).tickets
