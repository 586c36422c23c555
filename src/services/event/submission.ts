import {
  ResultOnly,
  SUBMISSION,
  SubmissionResponse,
  type SubmissionModel,
} from '../../contract/index.ts'
import { ApiError } from '../core/apiError.ts'

/** How much of the body has gone out. */
export interface UploadProgress {
  loaded: number
  total: number
}

export interface SubmissionInput {
  model: SubmissionModel
  zip: Blob
  zipName: string
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

const failure = (kind: ApiError['kind'], status: number, code: number, message: string) =>
  new ApiError({ apiName: SUBMISSION.name, kind, status, code, message, detail: message })

/**
 * POST Event/FF2112 (spec 3 §7): multipart with the part `model` (the model JSON) and the part
 * `zip`, sent by XMLHttpRequest, whose upload events report progress (fetch cannot). A refusal
 * carries the server's errCode (-5500 too large, -5600 no zip).
 */
export function sendSubmission(
  input: SubmissionInput,
  onProgress: (progress: UploadProgress) => void,
): Promise<SubmissionResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', SUBMISSION.path)
    xhr.withCredentials = true
    xhr.responseType = 'text'
    xhr.upload.onprogress = (e) => {
      onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : input.zip.size })
    }
    xhr.onerror = () => reject(failure('network', 0, -1, 'network error'))
    xhr.ontimeout = () => reject(failure('timeout', 0, -1, 'timeout'))
    xhr.onload = () => {
      const body = parseJson(xhr.responseText)
      if (xhr.status === 200) {
        const parsed = SubmissionResponse.safeParse(body)
        if (parsed.success && parsed.data.result.errCode === 0) resolve(parsed.data)
        else if (parsed.success)
          reject(failure('http', 200, parsed.data.result.errCode, parsed.data.result.errMsg))
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
    form.append(SUBMISSION.modelField, JSON.stringify(input.model))
    form.append(SUBMISSION.zipField, input.zip, input.zipName)
    xhr.send(form)
  })
}
