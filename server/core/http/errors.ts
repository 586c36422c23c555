import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import type { z } from 'zod'
import type { ResultOnly } from '../../../src/contract/index.ts'

/** An answer other than 200, with its result envelope (errCode is the negated status, src/contract/errors.ts). */
export class HttpError extends Error {
  readonly status: number
  readonly headers: Record<string, string>

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.headers = headers
  }
}

export const envelope = (status: number, errMsg: string): ResultOnly => ({
  result: { errCode: -status, errMsg },
})

export function sendError(reply: FastifyReply, status: number, errMsg: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(envelope(status, errMsg))
}

/** A readable sentence naming each bad field and what is wrong with it. */
export function describeZodError(error: z.core.$ZodError, where: 'body' | 'query'): string {
  const parts = error.issues.slice(0, 3).map((issue) => {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : `(${where})`
    return `${field}: ${issue.message}`
  })
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : ''
  return `Invalid request ${where}: ${parts.join('; ')}${more}`
}

const isFastifyError = (e: unknown): e is FastifyError => e instanceof Error && 'statusCode' in e

/**
 * Every failure ends in the result envelope: a client's mistake keeps its 4xx status and a clear
 * message; anything else is logged and answered 500 without details.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      void reply.headers(error.headers)
      return sendError(reply, error.status, error.message)
    }
    if (
      isFastifyError(error) &&
      error.statusCode !== undefined &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? `Unsupported content type: send the body as application/json`
          : error.message || `Request refused (HTTP ${error.statusCode})`
      return sendError(reply, error.statusCode, message)
    }
    request.log.error({ err: error }, 'unexpected error')
    return sendError(reply, 500, 'Unexpected server error')
  })
}
