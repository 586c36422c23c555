import type { FastifyRequest } from 'fastify'
import type {} from '@fastify/cookie'
import { COOKIES, type Endpoint } from '../../../src/contract/index.ts'
import { HttpError } from './errors.ts'

/** A signed-in caller, as the account area's session gate vouches for it. */
export interface Session {
  memberId: string
  /** The session's id (the token's jti): a row of the account area's sessions table. */
  tokenId: string
  expiresAt: number
  /**
   * The member endpoints this session may call, by name, when it may not call them all: a member
   * whose password still equals its id may only change it (issue 10). Public endpoints stay open.
   */
  limitedTo?: readonly string[] | undefined
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

/**
 * The caller's session. On a member endpoint that a limited session may not call, 403: the
 * session is real, but it must first do what it is limited to.
 */
export async function sessionOf(
  request: FastifyRequest,
  gate: SessionVerifier,
  ep?: Endpoint,
): Promise<Session | null> {
  const token = tokenOf(request)
  const session = token ? await gate.verify(token) : null
  if (session?.limitedTo && ep?.auth === 'member' && !session.limitedTo.includes(ep.name))
    throw new HttpError(
      403,
      'This session may only change the password: the password still equals the id',
    )
  return session
}
