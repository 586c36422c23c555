import { PROFILE_IMAGE, ResultOnly, UploadProfileResponse } from '../../contract/index.ts'
import { ApiError } from '../core/apiError.ts'

/** How much of the file has gone out. */
export interface UploadProgress {
  loaded: number
  total: number
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

const failure = (kind: ApiError['kind'], status: number, code: number, message: string) =>
  new ApiError({ apiName: PROFILE_IMAGE.name, kind, status, code, message, detail: message })

/**
 * POST /api/Member/UploadProfile (spec 1 §7): the file as the one multipart part `image`, sent by
 * XMLHttpRequest, whose upload events report progress (fetch cannot). The answer is parsed by its
 * contract schema; a refusal carries the server's errCode (-413 too large, -415 not an image).
 */
export function uploadProfile(
  file: Blob,
  fileName: string,
  onProgress: (progress: UploadProgress) => void,
): Promise<UploadProfileResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', PROFILE_IMAGE.path)
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
        const parsed = UploadProfileResponse.safeParse(body)
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
    form.append(PROFILE_IMAGE.field, file, fileName)
    xhr.send(form)
  })
}
