import { PROFILE_IMAGE, UploadProfileResponse } from '../../contract/index.ts'
import { uploadWithProgress, type UploadProgress } from '../core/upload.ts'

export type { UploadProgress } from '../core/upload.ts'

/**
 * POST /api/Member/UploadProfile (spec 1 §7): the file as the one multipart part `image`. A refusal
 * carries the server's errCode (-413 too large, -415 not an image).
 */
export function uploadProfile(
  file: Blob,
  fileName: string,
  onProgress: (progress: UploadProgress) => void,
): Promise<UploadProfileResponse> {
  const form = new FormData()
  form.append(PROFILE_IMAGE.field, file, fileName)
  return uploadWithProgress({
    apiName: PROFILE_IMAGE.name,
    path: PROFILE_IMAGE.path,
    form,
    size: file.size,
    response: UploadProfileResponse,
    onProgress,
  })
}
