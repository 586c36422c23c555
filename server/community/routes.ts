import type { FastifyInstance } from 'fastify'
import {
  CAROUSEL_SIZE,
  CommunityPostId,
  SPOTLIGHT_PAGE_SIZE,
  communityItemEndpoints,
  endpoints,
  ok,
} from '../../src/contract/index.ts'
import { HttpError, handle } from '../core/index.ts'
import type { CommunityFeed } from './feed.ts'

const listOf = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

/** The post id of the path, or a 400 naming it (the query schema cannot see the path). */
function idOf(params: unknown): number {
  const raw = (params as { id?: unknown }).id
  const parsed = CommunityPostId.safeParse(raw)
  if (!parsed.success)
    throw new HttpError(400, 'Invalid request path: id: must be a positive whole number')
  return Number(parsed.data)
}

const notFound = (id: number) => new HttpError(404, `No community post ${String(id)}`)

/** The community calls of spec 3 §7, answered from `feed`. */
export function registerCommunity(fastify: FastifyInstance, feed: CommunityFeed): void {
  handle(fastify, endpoints.CommunitySearch, async (input) => {
    const pageSize = input.pageSize === undefined ? SPOTLIGHT_PAGE_SIZE : Number(input.pageSize)
    const searchAfter = listOf(input.searchAfter)
    if (searchAfter.length !== 0 && searchAfter.length !== 2)
      throw new HttpError(
        400,
        'Invalid request query: searchAfter: send the two values of lastSort, or none',
      )
    const sortBy = input.sortBy ?? 'latest'
    const page = await feed.search({
      category: input.category === undefined ? null : Number(input.category),
      tags: listOf(input.tags),
      keyword: input.keyword ?? '',
      pageSize,
      searchAfter,
      sortBy,
    })
    return { result: ok(), ...page, pageSize }
  })

  handle(fastify, endpoints.CommunityRelated, async (input) => {
    const posts = await feed.related({
      postId: Number(input.postId),
      categories: listOf(input.categories).map(Number),
      creatorIds: listOf(input.creatorIds),
      limit: CAROUSEL_SIZE,
    })
    return { result: ok(), posts }
  })

  handle(fastify, communityItemEndpoints.CommunityPost, async (_input, { request }) => {
    const id = idOf(request.params)
    const post = await feed.post(id)
    if (!post) throw notFound(id)
    return { result: ok(), post }
  })

  handle(fastify, communityItemEndpoints.CommunityTranslate, async (input, { request }) => {
    const id = idOf(request.params)
    const translation = await feed.translate(id, input.toLanguage)
    if (translation === 'missing') throw notFound(id)
    return { result: ok(), translation }
  })
}
