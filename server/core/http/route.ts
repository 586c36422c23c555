import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Endpoint } from '../../../src/contract/index.ts'
import type {} from '../context.ts'
import { HttpError, describeZodError } from './errors.ts'
import { sessionOf, type Session } from './session.ts'
import { pathOfUnstorableText } from './textGuard.ts'
import { bodyLimitOf } from './bodyLimits.ts'
import { countCall } from '../limits/callLimit.ts'

export interface RouteContext {
  request: FastifyRequest
  reply: FastifyReply
  /** The caller's session; never null on endpoints whose auth is 'member'. */
  session: Session | null
}

type Answer<E extends Endpoint> = z.input<E['response']>
export type Handler<E extends Endpoint> = (
  input: z.output<E['request']>,
  ctx: RouteContext,
) => Promise<Answer<E>> | Answer<E>

/** The session of a member-only endpoint (the route has already refused callers without one). */
export function memberSession(ctx: RouteContext): Session {
  if (!ctx.session) throw new HttpError(401, 'Sign-in required: no valid session')
  return ctx.session
}

/**
 * The contract is written with `zod/mini` (the browser's bundle carries no locale): its issues are
 * worded in English here, the words of every message the server answers (`describeZodError`).
 */
z.config(z.locales.en())

/** The query parameter a GET may carry to defeat caches (`?_=1712345`): accepted and ignored. */
const CACHE_BUSTER = '_'

function withoutCacheBuster(query: unknown): unknown {
  if (query === null || typeof query !== 'object' || !(CACHE_BUSTER in query)) return query
  return Object.fromEntries(Object.entries(query).filter(([key]) => key !== CACHE_BUSTER))
}

/** A document answered by a document call (`Endpoint.produces`): its bytes and its file name. */
export interface DocumentAnswer {
  kind: 'document'
  body: Buffer | string
  /** Offered to the browser as a download under this name (Content-Disposition: attachment). */
  downloadAs?: string
  /** Shown in the browser under this name (Content-Disposition: inline). */
  inlineAs?: string
}
export type DocumentHandler<E extends Endpoint> = (
  input: z.output<E['request']>,
  ctx: RouteContext,
) => Promise<DocumentAnswer | Answer<E>>

/**
 * Registers one endpoint of the contract: the body (POST/PUT) or query (GET/DELETE) is checked by
 * its request schema, a member endpoint needs a valid session, and the answer is parsed by its
 * response schema, so the server cannot drift from the contract it publishes. A limited endpoint
 * counts each call against the caller's address before anything else (429 past its limit), and a
 * body is refused past the endpoint's own limit (413), computed from its schema.
 */
export function handle<E extends Endpoint>(app: FastifyInstance, ep: E, handler: Handler<E>): void {
  register(app, ep, async (input, ctx) => ep.response.parse(await handler(input, ctx)))
}

/**
 * Registers a document call (`produces`): the same checks as `handle`; the handler answers the
 * document, sent with the endpoint's media type, or a refusal, parsed by the response schema and
 * sent as JSON like every other answer.
 */
export function handleDocument<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  handler: DocumentHandler<E>,
): void {
  const type = ep.produces
  if (type === undefined) throw new Error(`${ep.name} is not a document call`)
  register(app, ep, async (input, ctx) => {
    const answer = await handler(input, ctx)
    if (!isDocument(answer)) return ep.response.parse(answer)
    const disposition =
      answer.downloadAs !== undefined
        ? `attachment; filename="${answer.downloadAs}"`
        : answer.inlineAs !== undefined
          ? `inline; filename="${answer.inlineAs}"`
          : undefined
    void ctx.reply.type(type)
    if (disposition !== undefined) void ctx.reply.header('content-disposition', disposition)
    return answer.body
  })
}

const isDocument = (answer: unknown): answer is DocumentAnswer =>
  typeof answer === 'object' && answer !== null && 'kind' in answer && answer.kind === 'document'

function register<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  respond: (input: z.output<E['request']>, ctx: RouteContext) => Promise<unknown>,
): void {
  const fromBody = ep.method === 'POST' || ep.method === 'PUT'
  app.route({
    method: ep.method,
    url: ep.path,
    ...(fromBody ? { bodyLimit: bodyLimitOf(ep) } : {}),
    ...(ep.limit
      ? {
          onRequest: async (request: FastifyRequest) => {
            await countCall(app.core.limits, ep, request)
          },
        }
      : {}),
    handler: async (request, reply) => {
      const session = await sessionOf(request, app.core.sessions, ep)
      if (ep.auth === 'member' && !session)
        throw new HttpError(401, 'Sign-in required: no valid session')
      // No body at all is an empty request; a JSON `null` is a body, and the schema judges it.
      const raw: unknown = fromBody
        ? request.body === undefined
          ? {}
          : request.body
        : withoutCacheBuster(request.query)
      const parsed = ep.request.safeParse(raw)
      if (!parsed.success)
        throw new HttpError(400, describeZodError(parsed.error, fromBody ? 'body' : 'query'))
      const unstorable = pathOfUnstorableText(parsed.data)
      if (unstorable !== null)
        throw new HttpError(
          400,
          `Invalid request ${fromBody ? 'body' : 'query'}: ${unstorable}: must not contain a NUL character or broken Unicode`,
        )
      // API answers are per caller and per moment: never cached by the browser or a proxy.
      void reply.header('cache-control', 'no-store')
      return respond(parsed.data as z.output<E['request']>, { request, reply, session })
    },
  })
}
