import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { countryOf, type Db } from '../core/index.ts'
import { socialTokens, type SocialOutcome } from './tables.ts'

export interface SocialAnswer {
  outcome: SocialOutcome | 'unknown'
  memberId: string | null
}

/**
 * Who asks, as spec 1 §7 sends it to the platform with the code: "IntegrationToken | code, ip,
 * country; forwarded-for header". Taken from the request the server received, never from the
 * client's body: the address Fastify resolved (through the trusted proxy when TRUST_PROXY=1), the
 * country of the trusted header, and the forwarded-for chain ending with that address.
 */
export interface SocialVisitor {
  ip: string
  country: string
  forwardedFor: string
}

export function socialVisitor(request: FastifyRequest, countryHeader: string): SocialVisitor {
  // request.ips: the client address first, then each proxy, as far as the proxy is trusted.
  const chain = request.ips && request.ips.length > 0 ? [...request.ips].reverse() : [request.ip]
  return {
    ip: request.ip,
    country: countryOf(request, countryHeader),
    forwardedFor: chain.join(', '),
  }
}

/** The sister social platform that turns a sign-in code into a member (spec 1 §4). */
export interface SocialPlatform {
  exchange(code: string, visitor: SocialVisitor): Promise<SocialAnswer>
}

const UNKNOWN: SocialAnswer = { outcome: 'unknown', memberId: null }

/**
 * Local adapter: the codes and their outcomes live in the social_tokens table (the seeded demo
 * codes). Outside demo mode it knows no code: the demo codes are published, so they sign no one in.
 */
export function localSocialPlatform(db: Db, options: { demo: boolean }): SocialPlatform {
  return {
    async exchange(code) {
      if (!options.demo) return UNKNOWN
      const [row] = await db.select().from(socialTokens).where(eq(socialTokens.code, code)).limit(1)
      return row ? { outcome: row.outcome, memberId: row.memberId } : UNKNOWN
    },
  }
}
