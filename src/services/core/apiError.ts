/**
 * A failure of a call that the global error pop-up can show (spec 1 §8): the API name, a code,
 * a message and a detail. `kind` tells how it failed, so flows can route on it.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response'

export class ApiError extends Error {
  readonly apiName: string
  readonly kind: ApiErrorKind
  /** HTTP status, or 0 when no answer came. */
  readonly status: number
  /** result.errCode when the server sent one, else the HTTP status, else -1. */
  readonly code: number
  readonly detail: string

  constructor(init: {
    apiName: string
    kind: ApiErrorKind
    status: number
    code: number
    message: string
    detail: string
  }) {
    super(init.message)
    this.name = 'ApiError'
    this.apiName = init.apiName
    this.kind = init.kind
    this.status = init.status
    this.code = init.code
    this.detail = init.detail
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

/** A failed call as plain data, for a machine's context and the global error pop-up. */
export interface ApiFailure {
  apiName: string
  kind: ApiErrorKind
  status: number
  code: number
  message: string
  detail: string
}

/** Any rejection of a service as plain data; something that is not an ApiError counts as a failure without an answer. */
export function failureOf(error: unknown, apiName = 'unknown'): ApiFailure {
  if (isApiError(error))
    return {
      apiName: error.apiName,
      kind: error.kind,
      status: error.status,
      code: error.code,
      message: error.message,
      detail: error.detail,
    }
  const message = error instanceof Error ? error.message : String(error)
  return { apiName, kind: 'network', status: 0, code: -1, message, detail: message }
}
