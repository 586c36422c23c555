import type { z } from 'zod/mini'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
/** public: anyone; member: needs a session (cookie jwt_token or bearer header). */
export type Auth = 'public' | 'member'

/** At most `max` calls per client address in `windowS` seconds; past it the answer is 429 with Retry-After. */
export interface CallLimit {
  max: number
  windowS: number
}

export interface Endpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  /** The spec's own name of the call, used in error pop-ups ("api name"). */
  name: string
  method: Method
  path: string
  /** Body schema for POST/PUT, query schema for GET/DELETE. */
  request: Req
  response: Res
  auth: Auth
  /** Request timeout in ms; 5000 on join, login and integration check, else the default. */
  timeout?: number
  /** Public writes and checks are limited per client address (issue 10); sign-in has its own limits. */
  limit?: CallLimit
  /** HTTP answers of this endpoint beyond the common ones (400, 401, 413, 429, 500...), for the OpenAPI document. */
  statuses?: Readonly<Record<number, string>>
  /**
   * A document call (an HTML page, a PDF): its success is that document, not JSON; a refusal is
   * still the JSON envelope of `response`.
   */
  produces?: DocumentType
  summary: string
}

/** The media types a document call may answer. */
export type DocumentType =
  'text/html; charset=utf-8' | 'application/pdf' | 'application/octet-stream'

/* @__NO_SIDE_EFFECTS__ */
export const endpoint = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  e: Endpoint<Req, Res>,
) => e

export type RequestOf<E extends Endpoint> = z.input<E['request']>
export type ResponseOf<E extends Endpoint> = z.infer<E['response']>
