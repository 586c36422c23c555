import { randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import { COOKIES } from '../../src/contract/index.ts'
import type { Session, SessionVerifier } from '../core/index.ts'

const VERIFIED_MAX = 10_000

/**
 * Issues and checks session tokens: HS256 JWTs whose subject is the member id, valid as long as
 * the jwt_token cookie (2 days). A signed-out token id is refused until it would have expired.
 * A token already verified is remembered (by its exact text) until it expires, so a signed-in
 * page's calls do not pay for the signature check each time.
 */
export class SessionTokens implements SessionVerifier {
  readonly #key: Uint8Array
  readonly #revoked = new Map<string, number>()
  readonly #verified = new Map<string, Session>()

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret)
  }

  async issue(memberId: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(memberId)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${COOKIES.sessionMaxAgeS}s`)
      .sign(this.#key)
  }

  /** The session a token carries, or null when it is malformed, forged, expired or signed out. */
  async verify(token: string): Promise<Session | null> {
    const known = this.#verified.get(token)
    if (known) {
      if (known.expiresAt > Date.now() && !this.#revoked.has(known.tokenId)) return known
      this.#verified.delete(token)
      return null
    }
    const session = await this.#check(token)
    if (session) {
      if (this.#verified.size >= VERIFIED_MAX) this.#verified.clear()
      this.#verified.set(token, session)
    }
    return session
  }

  async #check(token: string): Promise<Session | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] })
      if (!payload.sub || !payload.jti || !payload.exp) return null
      if (this.#revoked.has(payload.jti)) return null
      return { memberId: payload.sub, tokenId: payload.jti, expiresAt: payload.exp * 1000 }
    } catch {
      return null
    }
  }

  revoke(session: Session): void {
    const now = Date.now()
    for (const [id, expiresAt] of this.#revoked) if (expiresAt < now) this.#revoked.delete(id)
    this.#revoked.set(session.tokenId, session.expiresAt)
  }
}
