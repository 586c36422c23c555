import { ofetch, FetchError } from 'ofetch'
import {
  ResultOnly,
  TIMEOUTS,
  type Endpoint,
  type RequestOf,
  type ResponseOf,
} from '../../contract/index.ts'
import { ApiError } from './apiError.ts'

interface ApiConfig {
  baseURL: string
  /** Called on any 401 (spec 1 §6): the app sends the user to sign-in with a returnUrl. */
  onUnauthorized: () => void
}

const config: ApiConfig = {
  baseURL: typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin,
  onUnauthorized: () => undefined,
}

let bearerToken: string | null = null

export function configureApi(next: Partial<ApiConfig>): void {
  Object.assign(config, next)
}

/** The session token from the last sign-in; the cookie carries it too, this adds the bearer header. */
export function setSessionToken(token: string | null): void {
  bearerToken = token
}

const client = ofetch.create({ retry: 0, credentials: 'same-origin' })

function errorFrom(apiName: string, e: unknown): ApiError {
  if (e instanceof ApiError) return e
  if (e instanceof FetchError) {
    const status = e.response?.status ?? 0
    const timedOut =
      e.name === 'TimeoutError' || (e.cause instanceof Error && e.cause.name === 'TimeoutError')
    if (status === 0) {
      return new ApiError({
        apiName,
        kind: timedOut ? 'timeout' : 'network',
        status: 0,
        code: -1,
        message: timedOut ? 'timeout' : 'network error',
        detail: e.message,
      })
    }
    const body = ResultOnly.safeParse(e.data)
    return new ApiError({
      apiName,
      kind: 'http',
      status,
      code: body.success ? body.data.result.errCode : status,
      message: body.success ? body.data.result.errMsg : (e.statusText ?? String(status)),
      detail: e.message,
    })
  }
  const message = e instanceof Error ? e.message : String(e)
  return new ApiError({ apiName, kind: 'network', status: 0, code: -1, message, detail: message })
}

/**
 * Calls one endpoint of the contract: the input is checked by its request schema before sending,
 * and the answer is parsed by its response schema, so a wrong shape never reaches a machine.
 */
export interface CallOptions {
  /** A 401 is an answer here (e.g. asking whether anyone is signed in), not a reason to leave the page. */
  unauthorizedIsAnswer?: boolean
}

export async function call<E extends Endpoint>(
  ep: E,
  input: RequestOf<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const payload = ep.request.parse(input) as Record<string, unknown>
  const hasBody = ep.method === 'POST' || ep.method === 'PUT'
  let data: unknown
  try {
    data = await client(ep.path, {
      baseURL: config.baseURL,
      method: ep.method,
      timeout: ep.timeout ?? TIMEOUTS.default,
      headers: bearerToken ? { authorization: `Bearer ${bearerToken}` } : {},
      ...(hasBody ? { body: payload } : { query: payload }),
    })
  } catch (e) {
    const error = errorFrom(ep.name, e)
    if (error.status === 401 && !options.unauthorizedIsAnswer) config.onUnauthorized()
    throw error
  }
  const parsed = ep.response.safeParse(data)
  if (!parsed.success) {
    throw new ApiError({
      apiName: ep.name,
      kind: 'invalid-response',
      status: 200,
      code: -1,
      message: 'invalid response',
      detail: parsed.error.message,
    })
  }
  return parsed.data as ResponseOf<E>
}
