import {
  ATTACHMENTS,
  FileUploadResponse,
  ResultOnly,
  endpoints,
  type ContactTicketRequest,
} from '../../contract/index.ts'
import { ApiError } from '../core/apiError.ts'
import { call } from '../core/http.ts'

/** How much of the file has gone out. */
export interface UploadProgress {
  loaded: number
  total: number
}

/** zendeskTicketUpload with the contact form's fields (spec 3 §7): answers data.result.errCode. */
export const sendContactTicket = async (body: ContactTicketRequest): Promise<number> =>
  (await call(endpoints.zendeskTicketUpload, body)).data.result.errCode

/** zendeskUpLoadFileDelete (spec 3 §7): answers result.errCode. */
export const deleteAttachment = async (token: string): Promise<number> =>
  (await call(endpoints.zendeskUpLoadFileDelete, { token })).result.errCode

/** The contact form's e-mail checked by the server (spec 3 §5): CheckEmail's errCode. */
export const checkContactEmail = async (email: string): Promise<number> =>
  (await call(endpoints.CheckEmail, { val: email.trim() })).result.errCode

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

const failure = (kind: ApiError['kind'], status: number, code: number, message: string) =>
  new ApiError({ apiName: ATTACHMENTS.name, kind, status, code, message, detail: message })

/**
 * POST /api/zendeskFileUpload (spec 3 §7): the file as the multipart part `file`, sent by
 * XMLHttpRequest, whose upload events report progress (fetch cannot). A refusal carries the
 * server's errCode (-413 when the form's files would reach 50,000,000 bytes).
 */
export function uploadAttachment(
  file: Blob,
  fileName: string,
  onProgress: (progress: UploadProgress) => void,
): Promise<FileUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', ATTACHMENTS.path)
    xhr.withCredentials = true
    xhr.responseType = 'text'
    xhr.upload.onprogress = (e) => {
      onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : file.size })
    }
    xhr.onerror = () => reject(failure('network', 0, -1, 'network error'))
    xhr.ontimeout = () => reject(failure('timeout', 0, -1, 'timeout'))
    xhr.onload = () => {
      const body = parseJson(xhr.responseText)
      if (xhr.status === 200) {
        const parsed = FileUploadResponse.safeParse(body)
        if (parsed.success) resolve(parsed.data)
        else reject(failure('invalid-response', 200, -1, 'the answer breaks the contract'))
        return
      }
      const refused = ResultOnly.safeParse(body)
      reject(
        failure(
          'http',
          xhr.status,
          refused.success ? refused.data.result.errCode : xhr.status,
          refused.success ? refused.data.result.errMsg : `HTTP ${String(xhr.status)}`,
        ),
      )
    }
    const form = new FormData()
    form.append(ATTACHMENTS.field, file, fileName)
    xhr.send(form)
  })
}

/** GetStaffTickets: the staff inbox of the local help desk (404 when it is off). */
export const getStaffTickets = async () => (await call(endpoints.GetStaffTickets, {})).tickets
