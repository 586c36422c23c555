import { isApiError, type ApiError } from '../../../src/services/core/apiError.ts'

/** The ApiError a call was expected to fail with (anything else fails the test). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (e) {
    if (isApiError(e)) return e
    throw e
  }
  throw new Error('the call was expected to fail')
}
