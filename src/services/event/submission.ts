import { SUBMISSION, SubmissionResponse, type SubmissionModel } from '../../contract/index.ts'
import { uploadFailure, uploadWithProgress, type UploadProgress } from '../core/upload.ts'

export type { UploadProgress } from '../core/upload.ts'

export interface SubmissionInput {
  model: SubmissionModel
  zip: Blob
  zipName: string
}

/**
 * POST Event/FF2112 (spec 3 §7): multipart with the part `model` (the model JSON) and the part
 * `zip`. A refusal carries the server's errCode (-5500 too large, -5600 no zip); so does an answer
 * of 200 whose errCode is not 0.
 */
export async function sendSubmission(
  input: SubmissionInput,
  onProgress: (progress: UploadProgress) => void,
): Promise<SubmissionResponse> {
  const form = new FormData()
  form.append(SUBMISSION.modelField, JSON.stringify(input.model))
  form.append(SUBMISSION.zipField, input.zip, input.zipName)
  const answer = await uploadWithProgress({
    apiName: SUBMISSION.name,
    path: SUBMISSION.path,
    form,
    size: input.zip.size,
    response: SubmissionResponse,
    onProgress,
  })
  if (answer.result.errCode === 0) return answer
  throw uploadFailure(SUBMISSION.name, 'http', 200, answer.result.errCode, answer.result.errMsg)
}
