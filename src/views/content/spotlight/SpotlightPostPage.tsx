import { createActorContext } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { Snapshot } from 'xstate'
import { localizePath } from '../../../i18n/locale.ts'
import { e2eInspect } from '../../../tools/inspection/e2eInspect.ts'
import { useLanguage } from '../../core/useLanguage.ts'
import { useConnect, useSiteLogic } from '../../core/useProcess.ts'
import { postCrumbs, postPage } from '../../kit/pageText.ts'
import { SiteLink } from '../../kit/SiteLink.tsx'
import { connectSpotlightPost } from './connectSpotlightPost.ts'
import { SpotlightArticle } from './SpotlightArticle.tsx'
import { SPOTLIGHT_PATH, spotlightPostLogic, spotlightPostPath } from './SpotlightFeedPage.tsx'

const PostContext = createActorContext(spotlightPostLogic)

/** /learn/userspotlight/post/{postId}: the post as a full page (spec 3 §2), related posts under it. */
export function SpotlightPostPage({
  postId,
  snapshot,
}: {
  postId: string
  snapshot?: Snapshot<unknown> | undefined
}) {
  const language = useLanguage()
  const input = {
    language,
    postId,
    shareUrl: localizePath(spotlightPostPath(postId), language),
  }
  return (
    <PostContext.Provider
      logic={useSiteLogic(spotlightPostLogic)}
      options={
        snapshot ? { input, snapshot, inspect: e2eInspect() } : { input, inspect: e2eInspect() }
      }
    >
      <PostPage />
    </PostContext.Provider>
  )
}

function PostPage() {
  const { t } = useTranslation('spotlight')
  const post = useConnect(PostContext.useActorRef(), connectSpotlightPost)
  return (
    <div css={page} data-testid="spotlight-post-page">
      <nav css={postCrumbs} aria-label={t('post.crumb')}>
        <SiteLink to={SPOTLIGHT_PATH}>← {t('post.back')}</SiteLink>
        <span>{t('post.crumb')}</span>
      </nav>
      <SpotlightArticle api={post} headingLevel={1} linkTo={spotlightPostPath} />
    </div>
  )
}

const page = postPage(880)
