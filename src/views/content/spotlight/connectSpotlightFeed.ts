import type { EventFrom, SnapshotFrom } from 'xstate'
import type { CommunityPostCard } from '../../../contract/index.ts'
import type { spotlightFeedMachine } from '../../../machines/content/spotlightFeed.ts'

/** What the spotlight feed shows (spec 3 §2, §3, §8). */
export interface SpotlightFeedApi {
  posts: CommunityPostCard[]
  total: number
  keyword: string
  loading: boolean
  loadingMore: boolean
  canLoadMore: boolean
  failed: boolean
  /** A failed next page: the listed posts stay and more may be asked again. */
  moreFailed: boolean
  empty: boolean
  more: () => void
  retry: () => void
  search: (keyword: string) => void
}

export function connectSpotlightFeed(
  state: SnapshotFrom<typeof spotlightFeedMachine>,
  send: (event: EventFrom<typeof spotlightFeedMachine>) => void,
): SpotlightFeedApi {
  const c = state.context
  const ready = state.matches('ready')
  return {
    posts: c.posts,
    total: c.totalCount,
    keyword: c.keyword,
    loading: state.matches('loading'),
    loadingMore: state.matches('loadingMore'),
    canLoadMore: ready && c.lastSort !== null && c.posts.length < c.totalCount,
    failed: state.matches('failed'),
    moreFailed: ready && c.error !== null,
    empty: ready && c.posts.length === 0,
    more: () => send({ type: 'feed.more' }),
    retry: () => send({ type: 'feed.retry' }),
    search: (keyword) => send({ type: 'feed.search', keyword }),
  }
}
