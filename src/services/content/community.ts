import * as contentApi from '../../contract/content/endpoints.ts'
import {
  CAROUSEL_SIZE,
  CONTENT_LANGUAGE,
  PRODUCT_TAG,
  SPOTLIGHT_PAGE_SIZE,
  communityItemEndpoints,
  type CommunityPost,
  type CommunityPostCard,
  type CommunitySort,
  type CommunityTranslation,
  type Endpoint,
  type Language,
} from '../../contract/index.ts'
import { createApiClient } from '../core/http.ts'
import { isApiError } from '../core/apiError.ts'

/**
 * The community client (spec 3 §7): its own base (the site's origin here) and a domain header;
 * a 401 is an answer, never a reason to leave the page. No automatic retry (spec 3 §9).
 */
export const COMMUNITY_DOMAIN = 'drape3d'
const communityApi = createApiClient({
  headers: { domain: COMMUNITY_DOMAIN },
  redirectOnUnauthorized: false,
})

/** Spec 3 §8: the message of a community failure when the server sent none. */
export const COMMUNITY_FALLBACK_MESSAGE = '알 수 없는 오류가 발생했습니다.'

/** Spec 3 §8: a community failure as the client keeps it: status, message and code. */
export interface CommunityFailure {
  status: number
  message: string
  code: number
}

/** A community failure thrown by the client: status, message and code (spec 3 §8). */
export class CommunityError extends Error implements CommunityFailure {
  readonly status: number
  readonly code: number

  constructor(failure: CommunityFailure) {
    super(failure.message)
    this.name = 'CommunityError'
    this.status = failure.status
    this.code = failure.code
  }
}

const hasFailureShape = (e: unknown): e is CommunityFailure =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as CommunityFailure).status === 'number' &&
  typeof (e as CommunityFailure).code === 'number' &&
  typeof (e as CommunityFailure).message === 'string'

/** Any failure of a community call, normalised (spec 3 §8) as plain data; no answer is status 0. */
export function communityFailureOf(error: unknown): CommunityFailure {
  const message = (m: string) => (m.trim() === '' ? COMMUNITY_FALLBACK_MESSAGE : m)
  if (isApiError(error))
    return { status: error.status, message: message(error.message), code: error.code }
  if (hasFailureShape(error))
    return { status: error.status, message: message(error.message), code: error.code }
  return { status: 0, message: COMMUNITY_FALLBACK_MESSAGE, code: -1 }
}

/** Spec 3 §8: the not-found helper throws status 404. */
export function notFound(message = 'not found'): never {
  throw new CommunityError({ status: 404, message, code: -404 })
}

/** Calls a community endpoint, throwing only normalised failures. */
async function communityCall<E extends Endpoint>(
  ep: E,
  input: Parameters<typeof communityApi.call<E>>[1],
) {
  try {
    return await communityApi.call(ep, input)
  } catch (e) {
    const failure = communityFailureOf(e)
    if (failure.status === 404) notFound(failure.message)
    throw new CommunityError(failure)
  }
}

/** The endpoint of one post's call with its id written into the path. */
const withId = <E extends Endpoint>(ep: E, id: string): E => ({
  ...ep,
  path: ep.path.replace(':id', encodeURIComponent(id)),
})

/** What the spotlight feed asks for (spec 3 §3, §9). */
export interface FeedRequest {
  category: number
  tags: readonly string[]
  keyword: string
  sortBy: CommunitySort
  pageSize: number
  /** The lastSort of the page before; null for the first page. */
  searchAfter: readonly string[] | null
}

export interface FeedPage {
  posts: CommunityPostCard[]
  totalCount: number
  lastSort: string[] | null
}

/** GET /api/community/post/search (spec 3 §7): one page, continuing after `searchAfter`. */
export async function searchPosts(request: FeedRequest): Promise<FeedPage> {
  const keyword = request.keyword.trim()
  const res = await communityCall(contentApi.CommunitySearch, {
    category: String(request.category),
    tags: [...request.tags],
    ...(keyword === '' ? {} : { keyword }),
    pageSize: String(request.pageSize),
    ...(request.searchAfter ? { searchAfter: [...request.searchAfter] } : {}),
    sortBy: request.sortBy,
  })
  return { posts: res.posts, totalCount: res.totalCount, lastSort: res.lastSort }
}

/** GET /api/community/post/{id}. */
export async function communityPost(input: { postId: string }): Promise<CommunityPost> {
  const res = await communityCall(withId(communityItemEndpoints.CommunityPost, input.postId), {})
  return res.post
}

/** GET /api/community/post/search/related by the post, its category and its creator (at most 4). */
export async function relatedPosts(input: {
  postId: string
  categories: readonly number[]
  creatorIds: readonly string[]
}): Promise<CommunityPostCard[]> {
  const res = await communityCall(contentApi.CommunityRelated, {
    postId: input.postId,
    categories: input.categories.map(String),
    creatorIds: [...input.creatorIds],
  })
  return res.posts.slice(0, CAROUSEL_SIZE)
}

/** GET /api/community/post/{id}/translate into the content language of `language`; null when none is held. */
export async function translatePost(input: {
  postId: string
  language: Language
}): Promise<CommunityTranslation | null> {
  const res = await communityCall(withId(communityItemEndpoints.CommunityTranslate, input.postId), {
    toLanguage: CONTENT_LANGUAGE[input.language],
  })
  return res.translation
}

/** The spotlight feed's defaults (spec 3 §9): category 110, the product tag, 12 a page, latest first. */
export const SPOTLIGHT_FEED = {
  category: 110,
  tags: [PRODUCT_TAG],
  pageSize: SPOTLIGHT_PAGE_SIZE,
  sortBy: 'latest',
} as const satisfies Omit<FeedRequest, 'keyword' | 'searchAfter'>
