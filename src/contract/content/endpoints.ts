import { endpoint } from '../core/endpoint.ts'
import {
  GetListRequest,
  GetListResponse,
  GetTopBannerRequest,
  GetTopBannerResponse,
  GetViewRequest,
  GetViewResponse,
} from './content.ts'
import {
  CommunityPostRequest,
  CommunityPostResponse,
  CommunityRelatedRequest,
  CommunityRelatedResponse,
  CommunitySearchRequest,
  CommunitySearchResponse,
  CommunityTranslateRequest,
  CommunityTranslateResponse,
} from './community.ts'

export const GetTopBanner = endpoint({
  name: 'GetTopBanner',
  method: 'POST',
  path: '/api/Content/GetTopBanner',
  request: GetTopBannerRequest,
  response: GetTopBannerResponse,
  auth: 'public',
  summary: 'The top banner for a page, if any.',
})

export const GetList = endpoint({
  name: 'GetList',
  method: 'POST',
  path: '/api/Content/GetList',
  request: GetListRequest,
  response: GetListResponse,
  auth: 'public',
  summary: 'News and case-study lists.',
})

export const GetView = endpoint({
  name: 'GetView',
  method: 'POST',
  path: '/api/Content/GetView',
  request: GetViewRequest,
  response: GetViewResponse,
  auth: 'public',
  summary: 'One content post.',
})

export const CommunitySearch = endpoint({
  name: 'CommunitySearch',
  method: 'GET',
  path: '/api/community/post/search',
  request: CommunitySearchRequest,
  response: CommunitySearchResponse,
  auth: 'public',
  summary: 'Community feed search with keyset paging (searchAfter, lastSort).',
})

export const CommunityRelated = endpoint({
  name: 'CommunityRelated',
  method: 'GET',
  path: '/api/community/post/search/related',
  request: CommunityRelatedRequest,
  response: CommunityRelatedResponse,
  auth: 'public',
  summary: 'Posts related to one post by category and creator.',
})

/** Content (spec 3 §7): this area's part of the endpoint table. */
export const contentEndpoints = {
  GetTopBanner,
  GetList,
  GetView,
  CommunitySearch,
  CommunityRelated,
}

export const CommunityPost = endpoint({
  name: 'CommunityPost',
  method: 'GET',
  path: '/api/community/post/:id',
  request: CommunityPostRequest,
  response: CommunityPostResponse,
  auth: 'public',
  statuses: { 404: 'No such post.' },
  summary: 'One community post.',
})

export const CommunityTranslate = endpoint({
  name: 'CommunityTranslate',
  method: 'GET',
  path: '/api/community/post/:id/translate',
  request: CommunityTranslateRequest,
  response: CommunityTranslateResponse,
  auth: 'public',
  statuses: { 404: 'No such post.' },
  summary: 'A community post in another content language, when the feed holds it.',
})

/**
 * The community calls whose path carries the post id (spec 3 §7). They stay out of the endpoint
 * table, whose shared suites (malformed input, OpenAPI, headers) call `path` as it is written:
 * test/server/community.test.ts gives them the same malformed-input cases.
 */
export const communityItemEndpoints = { CommunityPost, CommunityTranslate }
