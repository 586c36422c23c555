import {
  CONTENT_LANGUAGE,
  endpoints,
  type ContentItem,
  type GetListRequest,
  type GetTopBannerRequest,
  type Language,
} from '../../contract/index.ts'
import { call } from '../core/http.ts'

export const getTopBanner = (body: GetTopBannerRequest) => call(endpoints.GetTopBanner, body)
export const getList = (body: GetListRequest) => call(endpoints.GetList, body)
export const getMaintenanceInfo = (url: string) => call(endpoints.GetMaintenanceInfo, { url })

/** The newest news posts in the content language of `language` (spec 3 §7 GetList, page 0). */
export async function latestNews(input: {
  language: Language
  count: number
}): Promise<ContentItem[]> {
  const res = await getList({
    page: 0,
    pagesize: input.count,
    keyVals: [
      { key: 'articleType', val: 'news' },
      { key: 'lang', val: CONTENT_LANGUAGE[input.language] },
    ],
  })
  return res.list.slice(0, input.count)
}
