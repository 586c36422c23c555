import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'

/** Top banner (spec 1 §3, spec 3 §3). The request carries lang in upper case and the page URL. */
export const GetTopBannerRequest = z.object({
  lang: z.enum(['EN', 'KO', 'JA', 'ZH']),
  applyUrl: z.string().check(z.maxLength(2048)),
})
export type GetTopBannerRequest = z.infer<typeof GetTopBannerRequest>

export const TopBanner = z.object({
  category: z.string(),
  contentDetails: z.string(),
  hexCode: z.string(),
  imgView: z.string(),
  lang: z.string(),
  opacity: z.number(),
  topBannerType: z.string(),
  url: z.string(),
  contentDetailsColor: z.string(),
})
export type TopBanner = z.infer<typeof TopBanner>

export const GetTopBannerResponse = withResult({ topBanner: z.nullable(TopBanner) })
export type GetTopBannerResponse = z.infer<typeof GetTopBannerResponse>

/** Content list (spec 3 §7): articleType news, CaseStudy...; lang en, cn, kr, jp. */
export const ContentLang = z.enum(['en', 'cn', 'kr', 'jp'])
export const GetListRequest = z.object({
  page: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
  pagesize: z.number().check(z.int(), z.gte(1), z.lte(100)),
  keyVals: z
    .array(
      z.object({ key: z.enum(['articleType', 'lang']), val: z.string().check(z.maxLength(32)) }),
    )
    .check(z.maxLength(8)),
})
export type GetListRequest = z.infer<typeof GetListRequest>

export const ContentItem = z.object({
  seq: z.number().check(z.int()),
  articleType: z.string(),
  title: z.string(),
  summary: z.string(),
  thumbnailUrl: z.string(),
  regDt: z.string(),
})
export type ContentItem = z.infer<typeof ContentItem>

export const GetListResponse = withResult({
  totalCnt: z.number().check(z.int()),
  list: z.array(ContentItem),
})
export type GetListResponse = z.infer<typeof GetListResponse>

export const GetViewRequest = z.object({
  seq: z.number().check(z.int(), z.gte(1)),
  lang: ContentLang,
})
export const ContentDetail = z.extend(ContentItem, { body: z.string() })
export type ContentDetail = z.infer<typeof ContentDetail>
export const GetViewResponse = withResult({ info: z.nullable(ContentDetail) })
export type GetViewResponse = z.infer<typeof GetViewResponse>
