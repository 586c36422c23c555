import type { ApiFailure } from '../../services/core/apiError.ts'

/**
 * The one rule for which failed calls raise the global error pop-up (spec 1 §8, ERRPOP-1):
 * "network or unexpected error". No answer at all (network, timeout), an answer that breaks the
 * contract, and a server error (HTTP 5xx) raise it; an HTTP 4xx is an answer the flow handles
 * itself (a refused request, too many attempts, a 401 that sends the user to sign-in). No failure
 * (`null`, a machine's `error` before any call failed) raises nothing, so a guard can ask about
 * the failure it kept without checking first that it kept one.
 */
export const raisesErrorPopup = (failure: Pick<ApiFailure, 'kind' | 'status'> | null): boolean =>
  failure !== null && (failure.kind !== 'http' || failure.status >= 500)

/** What the global error pop-up shows and sends with a ticket: the API name, code, message and detail. */
export type ShownError = Pick<ApiFailure, 'apiName' | 'code' | 'message' | 'detail'>

export const shownErrorFrom = (failure: ShownError): ShownError => ({
  apiName: failure.apiName,
  code: failure.code,
  message: failure.message,
  detail: failure.detail,
})
