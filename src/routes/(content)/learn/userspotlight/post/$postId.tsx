import { createFileRoute } from '@tanstack/react-router'
import { CommunityPostId } from '../../../../../contract/index.ts'
import { spotlightPostLogic } from '../../../../../views/content/spotlight/SpotlightFeedPage.tsx'
import { SpotlightPostPage } from '../../../../../views/content/spotlight/SpotlightPostPage.tsx'
import { localizePath } from '../../../../../i18n/locale.ts'
import { settle } from '../../../../-settle.ts'

export const Route = createFileRoute('/(content)/learn/userspotlight/post/$postId')({
  /**
   * The post and its related posts, loaded by its machine so the page arrives with them (rendered
   * on the server, like /support/news/view). An address that names no post shows "not found".
   */
  loader: async ({ context, params }) => {
    const postId = CommunityPostId.safeParse(params.postId).success ? params.postId : '0'
    const { persisted, snapshot } = await settle(
      spotlightPostLogic,
      {
        language: context.language,
        postId,
        shareUrl: localizePath(`/learn/userspotlight/post/${postId}`, context.language),
      },
      (s) => !s.matches('loading') && !s.matches({ shown: { related: 'loading' } }),
    )
    const settled =
      snapshot.matches({ shown: { related: 'listed' } }) || snapshot.matches('notFound')
    return { postId, snapshot: settled ? persisted : undefined }
  },
  component: function SpotlightPost() {
    const { postId, snapshot } = Route.useLoaderData()
    return <SpotlightPostPage key={postId} postId={postId} snapshot={snapshot} />
  },
})
