import type { FastifyInstance } from 'fastify'
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import { ContentLang, endpoints, ok, type TopBanner } from '../../src/contract/index.ts'
import type { AppContext } from '../context.ts'
import { content, topBanners } from '../db/schema.ts'
import { HttpError } from '../http/errors.ts'
import { handle } from '../http/route.ts'
import { withoutLocale } from '../http/siteRoutes.ts'

/** The largest value of the seq column (PostgreSQL integer). */
const INT4_MAX = 2_147_483_647

/** The site path of a page address (absolute or not), without its locale prefix. */
function pagePath(url: string): string {
  let path: string
  try {
    path = new URL(url, 'http://site.invalid').pathname
  } catch {
    path = '/'
  }
  return `/${withoutLocale(path.split('/').filter(Boolean)).join('/')}`
}

/** A banner's page list: '*' is every page, '/' the home page alone, any other path itself and below. */
function bannerApplies(applyPaths: readonly string[], path: string): boolean {
  return applyPaths.some((p) => p === '*' || p === path || (p !== '/' && path.startsWith(`${p}/`)))
}

export function registerContent(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database

  handle(fastify, endpoints.GetTopBanner, async (input) => {
    const path = pagePath(input.applyUrl)
    const rows = await db
      .select()
      .from(topBanners)
      .where(eq(topBanners.lang, input.lang))
      .orderBy(desc(topBanners.id))
    const row = rows.find((r) => bannerApplies(r.applyPaths, path))
    const topBanner: TopBanner | null = row
      ? {
          category: row.category,
          contentDetails: row.contentDetails,
          hexCode: row.hexCode,
          imgView: row.imgView,
          lang: row.lang,
          opacity: row.opacity,
          topBannerType: row.topBannerType,
          url: row.url,
          contentDetailsColor: row.contentDetailsColor,
        }
      : null
    return { result: ok(), topBanner }
  })

  /** Lists by articleType and lang (spec 3 §7); page 0 and page 1 both start at the newest post. */
  handle(fastify, endpoints.GetList, async (input) => {
    const filters: SQL[] = []
    let lang: string = ContentLang.enum.en
    for (const { key, val } of input.keyVals) {
      if (key === 'articleType') filters.push(eq(content.articleType, val))
      else {
        const parsed = ContentLang.safeParse(val)
        if (!parsed.success)
          throw new HttpError(
            400,
            `Invalid request body: keyVals lang must be one of ${ContentLang.options.join(', ')}`,
          )
        lang = parsed.data
      }
    }
    filters.push(eq(content.lang, lang))
    const where = and(...filters)
    const offset = Math.max(input.page - 1, 0) * input.pagesize
    const [total] = await db.select({ n: count() }).from(content).where(where)
    const rows = await db
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
      .limit(input.pagesize)
      .offset(offset)
    return {
      result: ok(),
      totalCnt: total?.n ?? 0,
      list: rows.map((r) => ({ ...r, regDt: r.regDt.toISOString() })),
    }
  })

  handle(fastify, endpoints.GetView, async (input) => {
    if (input.seq > INT4_MAX) return { result: ok(), info: null }
    const [row] = await db
      .select()
      .from(content)
      .where(and(eq(content.seq, input.seq), eq(content.lang, input.lang)))
      .limit(1)
    const info = row
      ? {
          seq: row.seq,
          articleType: row.articleType,
          title: row.title,
          summary: row.summary,
          thumbnailUrl: row.thumbnailUrl,
          regDt: row.regDt.toISOString(),
          body: row.body,
        }
      : null
    return { result: ok(), info }
  })
}
