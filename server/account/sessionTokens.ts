import { SignJWT, jwtVerify } from 'jose'
import { endpoints } from '../../src/contract/index.ts'
import type { Session, SessionVerifier } from '../core/index.ts'
import type { SessionStore } from './sessionStore.ts'

const VERIFIED_MAX = 10_000
/** A JWT in its compact form: three base64url parts, no padding (a `=` is refused, issue 10). */
const COMPACT_JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/
const TOKEN_MAX = 2048

/** What a session whose password still equals the id may call (issue 10): its own password change. */
export const PASSWORD_CHANGE_ONLY: readonly string[] = [
  endpoints.GetUserInfo.name,
  endpoints.Logout.name,
  endpoints.SetMemberField.name,
  endpoints.CheckMyPW.name,
]

interface Claims {
  memberId: string
  tokenId: string
  expiresAt: number
}

/**
 * Issues and checks session tokens: HS256 JWTs whose subject is the member id and whose jti is the
 * session row. The signature is checked once per token text (then remembered until it expires);
 * the row (signed out? limited?) is read through the store's short cache on each call.
 */
export class SessionTokens implements SessionVerifier {
  readonly #key: Uint8Array
  readonly #store: SessionStore
  readonly #verified = new Map<string, Claims>()

  constructor(secret: string, store: SessionStore) {
    this.#key = new TextEncoder().encode(secret)
    this.#store = store
  }

  async issue(memberId: string, sessionId: string, expiresAt: Date): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(memberId)
      .setJti(sessionId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.#key)
  }

  /** The session a token carries, or null when it is malformed, forged, expired or signed out. */
  async verify(token: string): Promise<Session | null> {
    if (token.length > TOKEN_MAX || !COMPACT_JWT.test(token)) return null
    const now = Date.now()
    let claims = this.#verified.get(token)
    if (!claims) {
      claims = (await this.#check(token)) ?? undefined
      if (!claims) return null
      if (this.#verified.size >= VERIFIED_MAX) this.#verified.clear()
      this.#verified.set(token, claims)
    }
    if (claims.expiresAt <= now) {
      this.#verified.delete(token)
      return null
    }
    const state = await this.#store.state(claims.tokenId, now)
    if (!state || state.revoked || state.memberId !== claims.memberId || state.expiresAt <= now)
      return null
    return {
      ...claims,
      limitedTo: state.scope === 'passwordChange' ? PASSWORD_CHANGE_ONLY : undefined,
    }
  }

  async #check(token: string): Promise<Claims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] })
      if (!payload.sub || !payload.jti || !payload.exp) return null
      return { memberId: payload.sub, tokenId: payload.jti, expiresAt: payload.exp * 1000 }
    } catch {
      return null
    }
  }

  clearCache(): void {
    this.#verified.clear()
  }
}
