import { css } from '@emotion/react'
import { createActorContext } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { Snapshot } from 'xstate'
import { localizePath } from '../../../i18n/locale.ts'
import { e2eInspect } from '../../../tools/inspection/e2eInspect.ts'
import { useLanguage } from '../../core/useLanguage.ts'
import { useConnect, useSiteLogic } from '../../core/useProcess.ts'
import { SiteLink } from '../../kit/SiteLink.tsx'
import { color, mq } from '../../kit/tokens.ts'
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
    <div css={wrap} data-testid="spotlight-post-page">
      <nav css={crumbs} aria-label={t('post.crumb')}>
        <SiteLink to={SPOTLIGHT_PATH}>← {t('post.back')}</SiteLink>
        <span>{t('post.crumb')}</span>
      </nav>
      <SpotlightArticle api={post} headingLevel={1} linkTo={spotlightPostPath} />
    </div>
  )
}

const wrap = css`
  max-width: 880px;
  margin: 0 auto;
  padding: 56px 32px 110px;
  ${mq.upToMd} {
    padding: 32px 20px 80px;
  }
`
const crumbs = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 32px;
  font-size: 14px;
  color: ${color.bodyMuted};
  a {
    color: ${color.accentStrong};
    font-weight: 600;
    text-decoration: none;
  }
`
