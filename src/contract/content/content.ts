import { z } from 'zod'
import { withResult } from '../core/envelope.ts'

/** Top banner (spec 1 §3, spec 3 §3). The request carries lang in upper case and the page URL. */
export const GetTopBannerRequest = z.object({
  lang: z.enum(['EN', 'KO', 'JA', 'ZH']),
  applyUrl: z.string().max(2048),
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

export const GetTopBannerResponse = withResult({ topBanner: TopBanner.nullable() })
export type GetTopBannerResponse = z.infer<typeof GetTopBannerResponse>

/** Content list (spec 3 §7): articleType news, CaseStudy...; lang en, cn, kr, jp. */
export const ContentLang = z.enum(['en', 'cn', 'kr', 'jp'])
export const GetListRequest = z.object({
  page: z.number().int().min(0).max(10_000),
  pagesize: z.number().int().min(1).max(100),
  keyVals: z
    .array(z.object({ key: z.enum(['articleType', 'lang']), val: z.string().max(32) }))
    .max(8),
})
export type GetListRequest = z.infer<typeof GetListRequest>

export const ContentItem = z.object({
  seq: z.number().int(),
  articleType: z.string(),
  title: z.string(),
  summary: z.string(),
  thumbnailUrl: z.string(),
  regDt: z.string(),
})
export type ContentItem = z.infer<typeof ContentItem>

export const GetListResponse = withResult({
  totalCnt: z.number().int(),
  list: z.array(ContentItem),
})
export type GetListResponse = z.infer<typeof GetListResponse>

export const GetViewRequest = z.object({ seq: z.number().int().min(1), lang: ContentLang })
export const ContentDetail = ContentItem.extend({ body: z.string() })
export const GetViewResponse = withResult({ info: ContentDetail.nullable() })
export type GetViewResponse = z.infer<typeof GetViewResponse>
