import type { EventFrom, SnapshotFrom } from 'xstate'
import type { ContentDetail } from '../../../contract/index.ts'
import type { contentPostMachine } from '../../../machines/content/contentPost.ts'

/** What a post shows (spec 3 §2). */
export interface ContentPostApi {
  post: ContentDetail | null
  loading: boolean
  failed: boolean
  retry: () => void
}

export function connectContentPost(
  state: SnapshotFrom<typeof contentPostMachine>,
  send: (event: EventFrom<typeof contentPostMachine>) => void,
): ContentPostApi {
  return {
    post: state.context.post,
    loading: state.matches('loading') || state.matches('missing'),
    failed: state.matches('failed'),
    retry: () => send({ type: 'post.retry' }),
  }
}
