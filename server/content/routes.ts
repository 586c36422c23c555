import type { FastifyInstance } from 'fastify'
import { ContentLang, endpoints, ok, type TopBanner } from '../../src/contract/index.ts'
import { HttpError, handle } from '../core/index.ts'
import { bannerApplies, pagePath } from './rules.ts'
import type { ContentQueries } from './queries.ts'

/** The largest value of the seq column (PostgreSQL integer). */
const INT4_MAX = 2_147_483_647

export function registerContent(fastify: FastifyInstance, queries: ContentQueries): void {
  handle(fastify, endpoints.GetTopBanner, async (input) => {
    const path = pagePath(input.applyUrl)
    const rows = await queries.bannersIn(input.lang)
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
    let articleType: string | null = null
    let lang: string = ContentLang.def.entries.en
    for (const { key, val } of input.keyVals) {
      if (key === 'articleType') articleType = val
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
    const offset = Math.max(input.page - 1, 0) * input.pagesize
    const { total, rows } = await queries.postPage({ articleType, lang }, offset, input.pagesize)
    return {
      result: ok(),
      totalCnt: total,
      list: rows.map((r) => ({ ...r, regDt: r.regDt.toISOString() })),
    }
  })

  handle(fastify, endpoints.GetView, async (input) => {
    if (input.seq > INT4_MAX) return { result: ok(), info: null }
    const row = await queries.post(input.seq, input.lang)
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
