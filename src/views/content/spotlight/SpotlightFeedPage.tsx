import { css } from '@emotion/react'
import { createActorContext } from '@xstate/react'
import { useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Snapshot } from 'xstate'
import { formatDate } from '../../../i18n/formatDate.ts'
import { localizePath } from '../../../i18n/locale.ts'
import {
  spotlightFeedMachine,
  type SpotlightFeedInput,
} from '../../../machines/content/spotlightFeed.ts'
import { spotlightPostMachine } from '../../../machines/content/spotlightPost.ts'
import { SPOTLIGHT_FEED } from '../../../services/content/community.ts'
import { e2eInspect } from '../../../tools/inspection/e2eInspect.ts'
import { useLanguage } from '../../core/useLanguage.ts'
import { useConnect, useProcess, useSiteLogic } from '../../core/useProcess.ts'
import { useSiteNavigate } from '../../core/useSiteNavigate.ts'
import { Alert } from '../../kit/Alert.tsx'
import { Button } from '../../kit/Button.tsx'
import { Dialog } from '../../kit/Dialog.tsx'
import { SiteLink } from '../../kit/SiteLink.tsx'
import { TextInput } from '../../kit/TextInput.tsx'
import {
  failedBox,
  fullPageLink,
  listFooter,
  mutedText,
  pageEyebrow,
  pageHead,
  pageLead,
  pageTitle,
  pageWrap,
  postCard,
  postGrid,
  postThumb,
} from '../../kit/pageText.ts'
import { connectSpotlightFeed } from './connectSpotlightFeed.ts'
import { connectSpotlightPost } from './connectSpotlightPost.ts'
import { copyToClipboard } from './copyText.ts'
import { SpotlightArticle } from './SpotlightArticle.tsx'

const FeedContext = createActorContext(spotlightFeedMachine)

export const SPOTLIGHT_PATH = '/learn/userspotlight'
export const spotlightPostPath = (id: string) => `${SPOTLIGHT_PATH}/post/${id}`
/** The feed of spec 3 §9: spotlight 110, the product tag, 12 a page, latest, no keyword. */
export const SPOTLIGHT_INPUT: SpotlightFeedInput = { ...SPOTLIGHT_FEED, keyword: '' }
/** The post machine with the browser's clipboard. */
export const spotlightPostLogic = spotlightPostMachine.provide({
  actors: { copyText: copyToClipboard },
})

/**
 * /learn/userspotlight (spec 3 §2, §3, §9): the community's spotlight posts, 12 a page with keyset
 * paging, a keyword search; `?postId=` opens a post in a modal over the feed, which stays.
 */
export function SpotlightFeedPage({
  snapshot,
  postId,
}: {
  snapshot?: Snapshot<unknown> | undefined
  postId?: string | undefined
}) {
  return (
    <FeedContext.Provider
      logic={useSiteLogic(spotlightFeedMachine)}
      options={
        snapshot
          ? { input: SPOTLIGHT_INPUT, snapshot, inspect: e2eInspect() }
          : { input: SPOTLIGHT_INPUT, inspect: e2eInspect() }
      }
    >
      <Feed />
      {postId === undefined ? null : <PostModal key={postId} postId={postId} />}
    </FeedContext.Provider>
  )
}

function Feed() {
  const { t } = useTranslation(['spotlight', 'shell'])
  const language = useLanguage()
  const feed = useConnect(FeedContext.useActorRef(), connectSpotlightFeed)
  const [keyword, setKeyword] = useState(feed.keyword)
  const submit = (e: SyntheticEvent<HTMLFormElement>) => {
    e.preventDefault()
    feed.search(keyword)
  }
  return (
    <section css={pageWrap} aria-labelledby="spotlight-title" data-testid="spotlight-page">
      <header css={head}>
        <p css={pageEyebrow}>{t('shell:pages.userspotlight.eyebrow')}</p>
        <h1 id="spotlight-title" css={pageTitle}>
          {t('shell:pages.userspotlight.title')}
        </h1>
        <p css={pageLead}>{t('shell:pages.userspotlight.lead')}</p>
      </header>
      <form css={searchForm} role="search" onSubmit={submit}>
        <label htmlFor="spotlight-keyword" css={visuallyHidden}>
          {t('feed.searchLabel')}
        </label>
        <TextInput
          id="spotlight-keyword"
          type="search"
          value={keyword}
          maxLength={100}
          placeholder={t('feed.searchPlaceholder')}
          onChange={(e) => setKeyword(e.target.value)}
          data-testid="spotlight-keyword"
        />
        <Button type="submit" variant="secondary">
          {t('feed.search')}
        </Button>
      </form>
      {feed.failed ? (
        <div css={failedBox} data-testid="spotlight-failed">
          <Alert tone="error" title={t('feed.failedTitle')}>
            {t('feed.failedText')}
          </Alert>
          <Button variant="secondary" onClick={feed.retry}>
            {t('feed.retry')}
          </Button>
        </div>
      ) : null}
      {feed.empty ? (
        <p css={[mutedText, flush]} data-testid="spotlight-empty">
          {t('feed.empty')}
        </p>
      ) : null}
      {feed.loading ? (
        <p role="status" css={[mutedText, flush]}>
          {t('feed.loading')}
        </p>
      ) : null}
      {feed.posts.length > 0 ? (
        <ul css={postGrid} aria-label={t('feed.label')} data-testid="spotlight-posts">
          {feed.posts.map((post) => (
            <li key={post.id}>
              <SiteLink
                to={`${SPOTLIGHT_PATH}?postId=${post.id}`}
                css={postCard}
                data-testid="spotlight-card"
                data-id={post.id}
              >
                <span
                  css={postThumb}
                  style={
                    post.thumbnailUrl
                      ? { backgroundImage: `url(${JSON.stringify(post.thumbnailUrl)})` }
                      : undefined
                  }
                />
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, language)}</time>
                <strong>{post.title}</strong>
                <span>{t('feed.by', { name: post.creatorName })}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
      {feed.posts.length > 0 ? (
        <div css={listFooter}>
          {feed.moreFailed ? <Alert tone="error">{t('feed.moreFailed')}</Alert> : null}
          <p css={[mutedText, flush]} data-testid="spotlight-count">
            {t('feed.count', { shown: feed.posts.length, total: feed.total })}
          </p>
          {feed.canLoadMore || feed.loadingMore ? (
            <Button
              variant="secondary"
              onClick={feed.more}
              loading={feed.loadingMore}
              data-testid="spotlight-more"
            >
              {feed.loadingMore ? t('feed.loadingMore') : t('feed.more')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}

/** A post over the feed (spec 3 §2): Escape, an outside click or the close button go back to the feed. */
function PostModal({ postId }: { postId: string }) {
  const { t } = useTranslation('spotlight')
  const language = useLanguage()
  const navigate = useSiteNavigate()
  const actor = useProcess(spotlightPostLogic, {
    language,
    postId,
    shareUrl: localizePath(spotlightPostPath(postId), language),
  })
  const post = useConnect(actor, connectSpotlightPost)
  return (
    <Dialog
      title={post.loading ? t('post.loading') : t('post.crumb')}
      size="wide"
      onDismiss={() => navigate(SPOTLIGHT_PATH)}
      testId="spotlight-modal"
      closeLabel={t('post.close')}
      footer={
        <SiteLink
          to={spotlightPostPath(postId)}
          css={fullPageLink}
          data-testid="spotlight-full-page"
        >
          {t('post.fullPage')}
        </SiteLink>
      }
    >
      <SpotlightArticle
        api={post}
        headingLevel={null}
        linkTo={(id) => `${SPOTLIGHT_PATH}?postId=${id}`}
      />
    </Dialog>
  )
}

const flush = css`
  margin: 0;
`
const head = css`
  ${pageHead};
  margin-bottom: 28px;
`
const searchForm = css`
  display: flex;
  gap: 10px;
  max-width: 520px;
  margin-bottom: 32px;
  input {
    flex: 1;
    min-width: 0;
  }
`
const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`
