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
  /** Called on any 401 of the main client (spec 1 §6): the app sends the user to sign-in with a returnUrl. */
  onUnauthorized: () => void
  /** The server render answers its calls in-process, with the visitor's cookies (default: fetch). */
  fetch?: typeof globalThis.fetch
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

export interface CallOptions {
  /** A 401 is an answer here (e.g. asking whether anyone is signed in), not a reason to leave the page. */
  unauthorizedIsAnswer?: boolean
}

/** How one API client differs from another (spec 1 §7): its fixed headers and whether a 401 sends the user to sign-in. */
export interface ApiClientOptions {
  /** Headers sent on every call, besides the session's bearer header. */
  headers: Readonly<Record<string, string>>
  /** Spec 1 §6: only the main client sends the user to sign-in on a 401. */
  redirectOnUnauthorized: boolean
}

export interface ApiClient {
  /**
   * Calls one endpoint of the contract: the input is checked by its request schema before sending,
   * and the answer is parsed by its response schema, so a wrong shape never reaches a machine.
   */
  call: <E extends Endpoint>(
    ep: E,
    input: RequestOf<E>,
    options?: CallOptions,
  ) => Promise<ResponseOf<E>>
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = ofetch.create(
    { retry: 0, credentials: 'same-origin' },
    { fetch: (request, init) => (config.fetch ?? globalThis.fetch)(request, init) },
  )
  return {
    call: async <E extends Endpoint>(
      ep: E,
      input: RequestOf<E>,
      callOptions: CallOptions = {},
    ): Promise<ResponseOf<E>> => {
      const payload = ep.request.parse(input) as Record<string, unknown>
      const hasBody = ep.method === 'POST' || ep.method === 'PUT'
      let data: unknown
      try {
        data = await client(ep.path, {
          baseURL: config.baseURL,
          method: ep.method,
          timeout: ep.timeout ?? TIMEOUTS.default,
          headers: {
            ...options.headers,
            ...(bearerToken ? { authorization: `Bearer ${bearerToken}` } : {}),
          },
          ...(hasBody ? { body: payload } : { query: payload }),
        })
      } catch (e) {
        const error = errorFrom(ep.name, e)
        if (
          error.status === 401 &&
          options.redirectOnUnauthorized &&
          !callOptions.unauthorizedIsAnswer
        )
          config.onUnauthorized()
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
    },
  }
}

/** The main API client (spec 1 §6, §7): JSON, the session's bearer header, a 401 sends the user to sign-in. */
export const mainApi = createApiClient({ headers: {}, redirectOnUnauthorized: true })

/** The second client of spec 1 §7, for the design store and the cloud wardrobe: its own version headers. */
export const DESIGN_STORE_CLIENT: ApiClientOptions = {
  headers: { 'api-version': '2.0', 'software-type': 'MD-WEB', 'software-version': '1' },
  redirectOnUnauthorized: false,
}
export const designStoreApi = createApiClient(DESIGN_STORE_CLIENT)

export const call: ApiClient['call'] = (ep, input, options) => mainApi.call(ep, input, options)
