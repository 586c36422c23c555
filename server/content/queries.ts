import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../core/index.ts'
import { content, topBanners } from './tables.ts'

export type TopBannerRow = typeof topBanners.$inferSelect
export type PostRow = typeof content.$inferSelect

/** What a post list is filtered by: an optional article type, and a content language. */
export interface PostFilter {
  articleType: string | null
  lang: string
}

/**
 * How long a list's total is reused: counting reads every post of the list, a page reads twelve.
 * Posts come only from releases of the seed, so a total is at most this stale.
 */
export const LIST_TOTAL_TTL_MS = 30_000

/** Reads posts and top banners. */
export class ContentQueries {
  readonly #db: Db
  readonly #now: () => number
  /** The total of each list (language and article type), with the time it was counted. */
  readonly #totals = new Map<string, { n: number; at: number }>()

  constructor(db: Db, now: () => number = Date.now) {
    this.#db = db
    this.#now = now
  }

  async #total(filter: PostFilter, where: SQL | undefined): Promise<number> {
    const key = `${filter.lang} ${filter.articleType ?? ''}`
    const cached = this.#totals.get(key)
    if (cached && this.#now() - cached.at < LIST_TOTAL_TTL_MS) return cached.n
    const [row] = await this.#db.select({ n: count() }).from(content).where(where)
    const n = row?.n ?? 0
    this.#totals.set(key, { n, at: this.#now() })
    return n
  }

  /** The banners of one language, newest first. */
  bannersIn(lang: string): Promise<TopBannerRow[]> {
    return this.#db
      .select()
      .from(topBanners)
      .where(eq(topBanners.lang, lang))
      .orderBy(desc(topBanners.id))
  }

  /** One page of a post list (newest first) and the list's total. */
  async postPage(filter: PostFilter, offset: number, limit: number) {
    const filters: SQL[] = [eq(content.lang, filter.lang)]
    if (filter.articleType !== null) filters.push(eq(content.articleType, filter.articleType))
    const where = and(...filters)
    const [total, rows] = await Promise.all([
      this.#total(filter, where),
      this.#db
        .select({
          seq: content.seq,
          articleType: content.articleType,
          title: content.title,
          summary: content.summary,
          thumbnailUrl: content.thumbnailUrl,
          regDt: content.regDt,
        })
        .from(content)
        .where(where)
        .orderBy(desc(content.regDt), desc(content.seq))
        .limit(limit)
        .offset(offset),
    ])
    return { total, rows }
  }

  async post(seq: number, lang: string): Promise<PostRow | null> {
    const [row] = await this.#db
      .select()
      .from(content)
      .where(and(eq(content.seq, seq), eq(content.lang, lang)))
      .limit(1)
    return row ?? null
  }
}
