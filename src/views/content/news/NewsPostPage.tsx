import { createActorContext } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { Snapshot } from 'xstate'
import { contentPostMachine } from '../../../machines/content/contentPost.ts'
import { e2eInspect } from '../../../tools/inspection/e2eInspect.ts'
import { useLanguage } from '../../core/useLanguage.ts'
import { useConnect, useSiteLogic } from '../../core/useProcess.ts'
import { postCrumbs, postPage } from '../../kit/pageText.ts'
import { SiteLink } from '../../kit/SiteLink.tsx'
import { connectContentPost } from './connectContentPost.ts'
import { PostArticle } from './PostArticle.tsx'
import { NEWS_PATH } from './NewsListPage.tsx'

const PostContext = createActorContext(contentPostMachine)

/** /support/news/view/{postId}: the post as a full page (spec 3 §2); a missing one goes to `missingTo`. */
export function NewsPostPage({
  seq,
  missingTo,
  snapshot,
  listPath = NEWS_PATH,
  crumbs,
}: {
  seq: number
  missingTo: string
  snapshot?: Snapshot<unknown> | undefined
  /** The list the back link goes to; the news by default. */
  listPath?: string
  /** The back link's and the crumb's texts; the news page's by default. */
  crumbs?: { back: string; crumb: string } | undefined
}) {
  const language = useLanguage()
  const input = { language, seq, missingTo }
  return (
    <PostContext.Provider
      logic={useSiteLogic(contentPostMachine)}
      options={
        snapshot ? { input, snapshot, inspect: e2eInspect() } : { input, inspect: e2eInspect() }
      }
    >
      <PostPage listPath={listPath} crumbs={crumbs} />
    </PostContext.Provider>
  )
}

function PostPage({
  listPath,
  crumbs,
}: {
  listPath: string
  crumbs: { back: string; crumb: string } | undefined
}) {
  const { t } = useTranslation(['content', 'shell'])
  const post = useConnect(PostContext.useActorRef(), connectContentPost)
  return (
    <div css={page} data-testid="news-post-page">
      <nav css={postCrumbs} aria-label={t('shell:pages.newsPost.eyebrow')}>
        <SiteLink to={listPath}>← {crumbs?.back ?? t('post.back')}</SiteLink>
        <span>{crumbs?.crumb ?? t('shell:pages.newsPost.title')}</span>
      </nav>
      <PostArticle api={post} headingLevel={1} />
    </div>
  )
}

const page = postPage(820)
