import type { FastifyRequest } from 'fastify'
import type {} from '@fastify/cookie'
import { COOKIES } from '../../../src/contract/index.ts'

/** A signed-in caller, as the account area's session gate vouches for it. */
export interface Session {
  memberId: string
  tokenId: string
  expiresAt: number
}

/**
 * Checks session tokens for every area's member endpoints. The account area provides the real one
 * (`core.sessions.provide(...)`); until then every token is refused.
 */
export interface SessionVerifier {
  verify(token: string): Promise<Session | null>
}

export class SessionGate implements SessionVerifier {
  #verifier: SessionVerifier = { verify: () => Promise.resolve(null) }

  provide(verifier: SessionVerifier): void {
    this.#verifier = verifier
  }

  verify(token: string): Promise<Session | null> {
    return this.#verifier.verify(token)
  }
}

/** The token of a request: the jwt_token cookie, else an `Authorization: Bearer` header. */
export function tokenOf(request: FastifyRequest): string | null {
  const cookie = request.cookies[COOKIES.session]
  if (cookie) return cookie
  const header = request.headers.authorization
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null
  return null
}

export async function sessionOf(
  request: FastifyRequest,
  gate: SessionVerifier,
): Promise<Session | null> {
  const token = tokenOf(request)
  return token ? gate.verify(token) : null
}
