import type { EventFrom, SnapshotFrom } from 'xstate'
import type { ContentItem } from '../../../contract/index.ts'
import type { homeContentMachine } from '../../../machines/content/homeContent.ts'

/** What the home page's news section shows (spec 3 §2). */
export interface HomeContentApi {
  news: ContentItem[]
  loading: boolean
  failed: boolean
  retry: () => void
}

export function connectHomeContent(
  state: SnapshotFrom<typeof homeContentMachine>,
  send: (event: EventFrom<typeof homeContentMachine>) => void,
): HomeContentApi {
  return {
    news: state.context.news,
    loading: state.matches('loading'),
    failed: state.matches('failed'),
    retry: () => send({ type: 'home.retry' }),
  }
}
