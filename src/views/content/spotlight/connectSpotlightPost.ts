import type { EventFrom, SnapshotFrom } from 'xstate'
import type {
  CommunityPost,
  CommunityPostCard,
  CommunityTranslation,
} from '../../../contract/index.ts'
import type { spotlightPostMachine } from '../../../machines/content/spotlightPost.ts'

/** What a spotlight post shows (spec 3 §2, §3). */
export interface SpotlightPostApi {
  post: CommunityPost | null
  loading: boolean
  failed: boolean
  notFound: boolean
  related: CommunityPostCard[]
  relatedLoading: boolean
  translation: CommunityTranslation | null
  translating: boolean
  noTranslation: boolean
  copied: boolean
  retry: () => void
  translate: () => void
  original: () => void
  copyLink: () => void
}

export function connectSpotlightPost(
  state: SnapshotFrom<typeof spotlightPostMachine>,
  send: (event: EventFrom<typeof spotlightPostMachine>) => void,
): SpotlightPostApi {
  const c = state.context
  return {
    post: c.post,
    loading: state.matches('loading'),
    failed: state.matches('failed'),
    notFound: state.matches('notFound'),
    related: c.related,
    relatedLoading: state.matches({ shown: { related: 'loading' } }),
    translation: state.matches({ shown: { text: 'translated' } }) ? c.translation : null,
    translating: state.matches({ shown: { text: 'translating' } }),
    noTranslation: state.matches({ shown: { text: 'untranslated' } }),
    copied: state.matches({ shown: { share: 'copied' } }),
    retry: () => send({ type: 'post.retry' }),
    translate: () => send({ type: 'post.translate' }),
    original: () => send({ type: 'post.original' }),
    copyLink: () => send({ type: 'post.copyLink' }),
  }
}
