import type { FastifyRequest } from 'fastify'
import type {} from '../context.ts'

export const FALLBACK_COUNTRY = 'US'

/**
 * The visitor's country from the header a trusted proxy sets; anything but two letters reads as US.
 * Without a configured proxy (TRUST_PROXY=1) any client could set the header itself, so it is not
 * read at all (issue 10, finding 9).
 */
export function countryOf(request: FastifyRequest, header: string): string {
  if (!request.server.core.config.TRUST_PROXY) return FALLBACK_COUNTRY
  const raw = request.headers[header]
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase()
  return value && /^[A-Z]{2}$/.test(value) ? value : FALLBACK_COUNTRY
}
