import type { EventFrom, SnapshotFrom } from 'xstate'
import type { ContentItem } from '../../../contract/index.ts'
import {
  PLACEHOLDER_CARDS,
  type contentListMachine,
} from '../../../machines/content/contentList.ts'

/** What a content list page shows (spec 3 §2, §4). */
export interface ContentListApi {
  posts: ContentItem[]
  total: number
  /** Blank cards while the first page loads (spec 3 §4: 20). */
  placeholders: number
  loadState: 0 | 1 | -1
  canLoadMore: boolean
  loadingMore: boolean
  failed: boolean
  more: () => void
  retry: () => void
}

export function connectContentList(
  state: SnapshotFrom<typeof contentListMachine>,
  send: (event: EventFrom<typeof contentListMachine>) => void,
): ContentListApi {
  const c = state.context
  return {
    posts: c.items,
    total: c.totalCnt,
    placeholders: state.matches('loading') ? PLACEHOLDER_CARDS : 0,
    loadState: c.loadState,
    canLoadMore: state.matches('ready') && c.items.length < c.totalCnt,
    loadingMore: state.matches('loadingMore'),
    failed: state.matches('failed'),
    more: () => send({ type: 'list.more' }),
    retry: () => send({ type: 'list.retry' }),
  }
}
