import { eq } from 'drizzle-orm'
import type { Db } from '../core/index.ts'
import { socialTokens, type SocialOutcome } from './tables.ts'

export interface SocialAnswer {
  outcome: SocialOutcome | 'unknown'
  memberId: string | null
}

/** The sister social platform that turns a sign-in code into a member (spec 1 §4). */
export interface SocialPlatform {
  exchange(code: string): Promise<SocialAnswer>
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
