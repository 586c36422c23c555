import type { FastifyRequest } from 'fastify'

export const FALLBACK_COUNTRY = 'US'

/** The visitor's country from the header a trusted proxy sets; anything but two letters reads as US. */
export function countryOf(request: FastifyRequest, header: string): string {
  const raw = request.headers[header]
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase()
  return value && /^[A-Z]{2}$/.test(value) ? value : FALLBACK_COUNTRY
}
