import * as contentApi from '../../contract/content/endpoints.ts'
import * as shellApi from '../../contract/shell/endpoints.ts'
import {
  CONTENT_LANGUAGE,
  type ContentDetail,
  type ContentItem,
  type GetListRequest,
  type GetTopBannerRequest,
  type Language,
} from '../../contract/index.ts'
import { ApiError } from '../core/apiError.ts'
import { call } from '../core/http.ts'

export const getTopBanner = (body: GetTopBannerRequest) => call(contentApi.GetTopBanner, body)
export const getList = (body: GetListRequest) => call(contentApi.GetList, body)
export const getMaintenanceInfo = (url: string) => call(shellApi.GetMaintenanceInfo, { url })

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
  refuseUnlessOk('GetList', res.result)
  return { totalCnt: res.totalCnt, list: res.list }
}

/** GetView for one post in the page language (spec 3 §7): its detail, or null when it is missing. */
export async function contentPost(input: {
  language: Language
  seq: number
}): Promise<ContentDetail | null> {
  const res = await call(contentApi.GetView, {
    seq: input.seq,
    lang: CONTENT_LANGUAGE[input.language],
  })
  refuseUnlessOk('GetView', res.result)
  return res.info
}

/** An answer whose errCode is not 0 is a refusal (spec 3 §8): a handled failure, no error pop-up. */
function refuseUnlessOk(apiName: string, result: { errCode: number; errMsg: string }): void {
  if (result.errCode !== 0)
    throw new ApiError({
      apiName,
      kind: 'http',
      status: 200,
      code: result.errCode,
      message: result.errMsg,
      detail: `${apiName} errCode ${String(result.errCode)}`,
    })
}
