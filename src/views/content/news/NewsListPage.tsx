import { css } from '@emotion/react'
import { createActorContext } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { Snapshot } from 'xstate'
import { formatDate } from '../../../i18n/formatDate.ts'
import { contentListMachine, type ContentListInput } from '../../../machines/content/contentList.ts'
import { contentPostMachine } from '../../../machines/content/contentPost.ts'
import { e2eInspect } from '../../../tools/inspection/e2eInspect.ts'
import { useLanguage } from '../../core/useLanguage.ts'
import { useConnect, useProcess, useSiteLogic } from '../../core/useProcess.ts'
import { useSiteNavigate } from '../../core/useSiteNavigate.ts'
import { Alert } from '../../kit/Alert.tsx'
import { Button } from '../../kit/Button.tsx'
import { Dialog } from '../../kit/Dialog.tsx'
import { SiteLink } from '../../kit/SiteLink.tsx'
import {
  failedBox,
  fullPageLink,
  listFooter,
  pageEyebrow,
  pageHead,
  pageLead,
  pageTitle,
  pageWrap,
  postCard,
  postGrid,
  postThumb,
} from '../../kit/pageText.ts'
import { color } from '../../kit/tokens.ts'
import { connectContentList } from './connectContentList.ts'
import { connectContentPost } from './connectContentPost.ts'
import { PostArticle } from './PostArticle.tsx'

const ListContext = createActorContext(contentListMachine)

/** The news list: 12 a page, load-more adds the next page (spec 3 §2, §7 incremental). */
export const NEWS_LIST: Omit<ContentListInput, 'language'> = {
  articleType: 'news',
  pageSize: 12,
  mode: 'incremental',
}
export const NEWS_PATH = '/support/news'

/** The heading of a list page: its eyebrow, title and lead, translated. */
export interface ListHeading {
  eyebrow: string
  title: string
  lead: string
}

/**
 * /support/news (spec 3 §2): the news with load-more, 20 placeholder cards while loading, a retry
 * after a failure; `?postId=` opens a post in a modal over the list, which stays (spec 3 §2, §4).
 */
export function NewsListPage({
  snapshot,
  postId,
  list = NEWS_LIST,
  path = NEWS_PATH,
  heading,
}: {
  snapshot?: Snapshot<unknown> | undefined
  postId?: number | undefined
  /** Which posts and how load-more asks for them (news, 12 a page, incremental by default). */
  list?: Omit<ContentListInput, 'language'>
  /** The list's own address (its posts are at `{path}/view/{seq}`); the news by default. */
  path?: string
  /** The list's heading; the news page's by default. */
  heading?: ListHeading | undefined
}) {
  const language = useLanguage()
  const input = { language, ...list }
  return (
    <ListContext.Provider
      logic={useSiteLogic(contentListMachine)}
      options={
        snapshot ? { input, snapshot, inspect: e2eInspect() } : { input, inspect: e2eInspect() }
      }
    >
      <NewsList path={path} heading={heading} />
      {postId === undefined ? null : <PostModal key={postId} seq={postId} path={path} />}
    </ListContext.Provider>
  )
}

function NewsList({ path, heading }: { path: string; heading: ListHeading | undefined }) {
  const { t } = useTranslation(['content', 'shell'])
  const language = useLanguage()
  const list = useConnect(ListContext.useActorRef(), connectContentList)
  const text = heading ?? {
    eyebrow: t('shell:pages.news.eyebrow'),
    title: t('shell:pages.news.title'),
    lead: t('shell:pages.news.lead'),
  }
  return (
    <section css={pageWrap} aria-labelledby="news-list-title" data-testid="news-list-page">
      <header css={head}>
        <p css={pageEyebrow}>{text.eyebrow}</p>
        <h1 id="news-list-title" css={pageTitle}>
          {text.title}
        </h1>
        <p css={pageLead}>{text.lead}</p>
      </header>
      {list.failed ? (
        <div css={failedBox} data-testid="news-failed">
          <Alert tone="error" title={t('list.failedTitle')}>
            {t('list.failedText')}
          </Alert>
          <Button variant="secondary" onClick={list.retry}>
            {t('list.retry')}
          </Button>
        </div>
      ) : list.loadState === -1 ? (
        <p css={emptyText} data-testid="news-empty">
          {t('list.empty')}
        </p>
      ) : null}
      {list.placeholders > 0 ? (
        <>
          <p role="status" css={visuallyHidden}>
            {t('list.loading')}
          </p>
          <ul css={postGrid} aria-hidden="true" data-testid="news-placeholders">
            {Array.from({ length: list.placeholders }, (_, i) => (
              <li key={i} css={[postCard, placeholder]} data-testid="news-placeholder">
                <span css={postThumb} />
                <span css={bar(40)} />
                <span css={bar(90)} />
                <span css={bar(70)} />
              </li>
            ))}
          </ul>
        </>
      ) : list.posts.length > 0 ? (
        <ul css={postGrid} aria-label={t('list.label')} data-testid="news-posts">
          {list.posts.map((post) => (
            <li key={post.seq}>
              <SiteLink
                to={`${path}?postId=${String(post.seq)}`}
                css={postCard}
                data-testid="news-card"
              >
                <span
                  css={postThumb}
                  style={
                    post.thumbnailUrl
                      ? { backgroundImage: `url(${JSON.stringify(post.thumbnailUrl)})` }
                      : undefined
                  }
                />
                <time dateTime={post.regDt}>{formatDate(post.regDt, language)}</time>
                <strong>{post.title}</strong>
                <span>{post.summary}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
      {list.posts.length > 0 ? (
        <div css={listFooter}>
          <p css={count} data-testid="news-count">
            {t('list.count', { shown: list.posts.length, total: list.total })}
          </p>
          {list.canLoadMore || list.loadingMore ? (
            <Button
              variant="secondary"
              onClick={list.more}
              loading={list.loadingMore}
              data-testid="news-more"
            >
              {list.loadingMore ? t('list.loadingMore') : t('list.more')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}

/** A post over the list (spec 3 §2): Escape, an outside click or the close button go back to the list. */
function PostModal({ seq, path }: { seq: number; path: string }) {
  const { t } = useTranslation('content')
  const language = useLanguage()
  const navigate = useSiteNavigate()
  const actor = useProcess(contentPostMachine, { language, seq, missingTo: path })
  const post = useConnect(actor, connectContentPost)
  return (
    <Dialog
      title={post.post?.title ?? t('post.loading')}
      size="wide"
      onDismiss={() => navigate(path)}
      testId="post-modal"
      closeLabel={t('post.close')}
      footer={
        <SiteLink to={`${path}/view/${String(seq)}`} css={fullPageLink}>
          {t('post.fullPage')}
        </SiteLink>
      }
    >
      <PostArticle api={post} headingLevel={null} />
    </Dialog>
  )
}

const head = css`
  ${pageHead};
  margin-bottom: 40px;
`
const placeholder = css`
  min-height: 260px;
  &:hover {
    transform: none;
  }
`
const bar = (width: number) => css`
  display: block;
  width: ${width}%;
  height: 12px;
  border-radius: 6px;
  background: ${color.lineDark};
`
const count = css`
  margin: 0;
  color: ${color.bodyMuted};
  font-size: 14px;
`
const emptyText = css`
  color: ${color.bodyMuted};
`
const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`
