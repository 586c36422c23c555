import {
  CONTENT_LANGUAGE,
  endpoints,
  type ContentItem,
  type GetListRequest,
  type GetTopBannerRequest,
  type Language,
} from '../../contract/index.ts'
import { ApiError } from '../core/apiError.ts'
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

/** One GetList page of a content list (spec 3 §7): the posts and the list's total count. */
export interface ContentPage {
  totalCnt: number
  list: ContentItem[]
}

/** What a content list page asks GetList for: the article type, the page and its size, in the page language. */
export interface ContentPageRequest {
  language: Language
  articleType: string
  page: number
  pagesize: number
}

/** GetList for a list page; an answer whose errCode is not 0 is a failure (spec 3 §8). */
export async function contentPage(input: ContentPageRequest): Promise<ContentPage> {
  const res = await getList({
    page: input.page,
    pagesize: input.pagesize,
    keyVals: [
      { key: 'articleType', val: input.articleType },
      { key: 'lang', val: CONTENT_LANGUAGE[input.language] },
    ],
  })
  if (res.result.errCode !== 0)
    throw new ApiError({
      apiName: 'GetList',
      kind: 'http',
      status: 200,
      code: res.result.errCode,
      message: res.result.errMsg,
      detail: `GetList errCode ${String(res.result.errCode)}`,
    })
  return { totalCnt: res.totalCnt, list: res.list }
}
