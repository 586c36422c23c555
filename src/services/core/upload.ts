import { ResultOnly } from '../../contract/index.ts'
import { ApiError } from './apiError.ts'

/** How much of the body has gone out. */
export interface UploadProgress {
  loaded: number
  total: number
}

interface Schema<T> {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false }
}

export interface Upload<T> {
  apiName: string
  path: string
  form: FormData
  /** The size to report while the browser does not know the body's length. */
  size: number
  response: Schema<T>
  onProgress: (progress: UploadProgress) => void
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/** A failure of an upload, shaped like every other call's (spec 1 §8). */
export const uploadFailure = (
  apiName: string,
  kind: ApiError['kind'],
  status: number,
  code: number,
  message: string,
) => new ApiError({ apiName, kind, status, code, message, detail: message })

/**
 * A multipart POST sent by XMLHttpRequest, whose upload events report progress (fetch cannot).
 * A 200 answer is parsed by its contract schema; a refusal carries the server's errCode and message.
 */
export function uploadWithProgress<T>(upload: Upload<T>): Promise<T> {
  const fail = (kind: ApiError['kind'], status: number, code: number, message: string) =>
    uploadFailure(upload.apiName, kind, status, code, message)
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', upload.path)
    xhr.withCredentials = true
    xhr.responseType = 'text'
    xhr.upload.onprogress = (e) => {
      upload.onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : upload.size })
    }
    xhr.onerror = () => reject(fail('network', 0, -1, 'network error'))
    xhr.ontimeout = () => reject(fail('timeout', 0, -1, 'timeout'))
    xhr.onload = () => {
      const body = parseJson(xhr.responseText)
      if (xhr.status === 200) {
        const parsed = upload.response.safeParse(body)
        if (parsed.success) resolve(parsed.data)
        else reject(fail('invalid-response', 200, -1, 'the answer breaks the contract'))
        return
      }
      const refused = ResultOnly.safeParse(body)
      reject(
        fail(
          'http',
          xhr.status,
          refused.success ? refused.data.result.errCode : xhr.status,
          refused.success ? refused.data.result.errMsg : `HTTP ${String(xhr.status)}`,
        ),
      )
    }
    xhr.send(upload.form)
  })
}
