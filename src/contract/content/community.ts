import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'
import { ContentLang } from './content.ts'

/** Spec 3 §9: the community categories the site reads: news 100, user spotlight 110. */
export const COMMUNITY_CATEGORY = { news: 100, spotlight: 110 } as const
/** Spec 3 §9: the spotlight list's page size and the carousel's default size (related posts). */
export const SPOTLIGHT_PAGE_SIZE = 12
export const CAROUSEL_SIZE = 4
/** Spec 3 §9: the fixed tag every search of the site carries: the product's name. */
export const PRODUCT_TAG = 'Drape3D'
/** Spec 3 §9: the default sort is latest; popular is the other order the feed offers. */
export const CommunitySort = z.enum(['latest', 'popular'])
export type CommunitySort = z.infer<typeof CommunitySort>
/** The largest page a search may ask for. */
export const COMMUNITY_PAGE_MAX = 50

/** A post id: a positive whole number written in decimal, as in `/api/community/post/{id}`. */
export const CommunityPostId = z.string().check(z.regex(/^[1-9]\d{0,8}$/))
/** A value of a query: one string, or the same key repeated (`searchAfter=a&searchAfter=b`). */
/* @__NO_SIDE_EFFECTS__ */
const repeated = <T extends z.ZodMiniString<string>>(item: T) =>
  z.optional(z.union([item, z.array(item).check(z.maxLength(8))]))
const Tag = z.string().check(z.minLength(1), z.maxLength(40))
const Whole = z.string().check(z.regex(/^\d{1,9}$/))

/**
 * GET /api/community/post/search (spec 3 §3, §7): category, tags, keyword, pageSize, searchAfter
 * (repeated: the lastSort of the page before), sortBy. Numbers travel as decimal text in the query.
 */
export const CommunitySearchRequest = z.strictObject({
  category: z.optional(Whole),
  tags: repeated(Tag),
  keyword: z.optional(z.string().check(z.maxLength(100))),
  pageSize: z.optional(z.string().check(z.regex(/^(?:[1-9]|[1-4]\d|50)$/))),
  searchAfter: repeated(z.string().check(z.regex(/^-?\d{1,15}$/))),
  sortBy: z.optional(CommunitySort),
})
export type CommunitySearchRequest = z.infer<typeof CommunitySearchRequest>

/** A post as the feed lists it: written in its own language, by a creator, in a category, with tags. */
export const CommunityPostCard = z.object({
  id: z.string(),
  category: z.number().check(z.int()),
  tags: z.array(z.string()),
  title: z.string(),
  excerpt: z.string(),
  thumbnailUrl: z.string(),
  creatorId: z.string(),
  creatorName: z.string(),
  language: ContentLang,
  likes: z.number().check(z.int()),
  publishedAt: z.string(),
})
export type CommunityPostCard = z.infer<typeof CommunityPostCard>

/** The sort key of the last post of a page: send it back as `searchAfter` for the next page. */
export const LastSort = z.array(z.string())

export const CommunitySearchResponse = withResult({
  posts: z.array(CommunityPostCard),
  totalCount: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  lastSort: z.nullable(LastSort),
})
export type CommunitySearchResponse = z.infer<typeof CommunitySearchResponse>

/** A whole post: the card plus its body, HTML cleaned by the server's allow-list. */
export const CommunityPost = z.extend(CommunityPostCard, { bodyHtml: z.string() })
export type CommunityPost = z.infer<typeof CommunityPost>
export const CommunityPostResponse = withResult({ post: CommunityPost })
export type CommunityPostResponse = z.infer<typeof CommunityPostResponse>

/** GET /api/community/post/search/related (spec 3 §3, §7): postId, categories, creatorIds. */
export const CommunityRelatedRequest = z.strictObject({
  postId: CommunityPostId,
  categories: repeated(Whole),
  creatorIds: repeated(z.string().check(z.minLength(1), z.maxLength(40))),
})
export type CommunityRelatedRequest = z.infer<typeof CommunityRelatedRequest>
export const CommunityRelatedResponse = withResult({ posts: z.array(CommunityPostCard) })

/** GET /api/community/post/{id}/translate (spec 3 §3, §7): toLanguage is a content language. */
export const CommunityTranslateRequest = z.strictObject({ toLanguage: ContentLang })
export type CommunityTranslateRequest = z.infer<typeof CommunityTranslateRequest>
/** The post's text in `language`, or null when the feed holds no translation into it. */
export const CommunityTranslation = z.object({
  language: ContentLang,
  title: z.string(),
  excerpt: z.string(),
  bodyHtml: z.string(),
})
export type CommunityTranslation = z.infer<typeof CommunityTranslation>
export const CommunityTranslateResponse = withResult({
  translation: z.nullable(CommunityTranslation),
})
export type CommunityTranslateResponse = z.infer<typeof CommunityTranslateResponse>

/** One post's request: no query (the id is in the path). */
export const CommunityPostRequest = z.strictObject({})
