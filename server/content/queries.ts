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

/** Reads posts and top banners. */
export class ContentQueries {
  readonly #db: Db

  constructor(db: Db) {
    this.#db = db
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
    const [total] = await this.#db.select({ n: count() }).from(content).where(where)
    const rows = await this.#db
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
      .offset(offset)
    return { total: total?.n ?? 0, rows }
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
