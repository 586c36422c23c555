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

/** Local adapter: the codes and their outcomes live in the social_tokens table (seeded demo codes). */
export function localSocialPlatform(db: Db): SocialPlatform {
  return {
    async exchange(code) {
      const [row] = await db.select().from(socialTokens).where(eq(socialTokens.code, code)).limit(1)
      return row
        ? { outcome: row.outcome, memberId: row.memberId }
        : { outcome: 'unknown', memberId: null }
    },
  }
}
