import type { FastifyRequest } from 'fastify'
import type { Endpoint } from '../../../src/contract/index.ts'
import { HttpError } from '../http/errors.ts'
import type { RateLimits } from './rateLimits.ts'

const inWords = (seconds: number) =>
  seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`

/**
 * Counts a call of a limited endpoint (the contract's `limit`) against the caller's address, and
 * refuses it past the limit with 429, Retry-After and the envelope. It runs when the request
 * arrives, before its body is read, so every call counts, well-formed or not, and a refused one
 * costs one database statement.
 */
export async function countCall(
  limits: RateLimits,
  ep: Endpoint,
  request: FastifyRequest,
): Promise<void> {
  if (!ep.limit) return
  const decision = await limits.hit(`call:${ep.name}:${request.ip}`, ep.limit)
  if (decision.allowed) return
  throw new HttpError(
    429,
    `Too many requests from this address: try again in ${inWords(decision.retryAfterS)}`,
    { 'retry-after': String(decision.retryAfterS) },
  )
}
