import { randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import { COOKIES } from '../../src/contract/index.ts'

export interface Session {
  memberId: string
  tokenId: string
  expiresAt: number
}

/**
 * Issues and checks session tokens: HS256 JWTs whose subject is the member id, valid as long as
 * the jwt_token cookie (2 days). A signed-out token id is refused until it would have expired.
 */
export class SessionTokens {
  readonly #key: Uint8Array
  readonly #revoked = new Map<string, number>()

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
