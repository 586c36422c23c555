import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { CONTENT_LANGUAGE, type CommunityPostCard } from '../../../contract/index.ts'
import { formatDate } from '../../../i18n/formatDate.ts'
import { useLanguage } from '../../core/useLanguage.ts'
import { Alert } from '../../kit/Alert.tsx'
import { Button } from '../../kit/Button.tsx'
import { SiteLink } from '../../kit/SiteLink.tsx'
import { postCard, postThumb } from '../../kit/pageText.ts'
import { color, mq, radius } from '../../kit/tokens.ts'
import type { SpotlightPostApi } from './connectSpotlightPost.ts'

/**
 * A spotlight post: creator, date, tags, its text (as written or translated into the page
 * language), the share link and the related posts. Its body is HTML the server cleaned with its
 * allow-list. In a modal (`headingLevel` null) the dialog's own title names the post.
 */
export function SpotlightArticle({
  api,
  headingLevel,
  linkTo,
}: {
  api: SpotlightPostApi
  headingLevel: 1 | null
  /** Where a related post opens: in the modal (`?postId=`) or on its own page. */
  linkTo: (id: string) => string
}) {
  const { t } = useTranslation('spotlight')
  const language = useLanguage()
  if (api.notFound)
    return (
      <div css={state} data-testid="spotlight-not-found">
        <Alert tone="error">{t('post.notFound')}</Alert>
      </div>
    )
  if (api.failed)
    return (
      <div css={state}>
        <Alert tone="error">{t('post.failed')}</Alert>
        <Button variant="secondary" onClick={api.retry}>
          {t('post.retry')}
        </Button>
      </div>
    )
  if (!api.post)
    return (
      <p role="status" css={state} data-testid="spotlight-post-loading">
        {t('post.loading')}
      </p>
    )
  const post = api.post
  const pageLanguage = t(`languages.${CONTENT_LANGUAGE[language]}`)
  const text = api.translation ?? post
  const ownLanguage = post.language === CONTENT_LANGUAGE[language]
  return (
    <article css={article} data-testid="spotlight-post" data-id={post.id}>
      <p css={meta}>
        <span>{t('post.by', { name: post.creatorName })}</span>
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, language)}</time>
        <span>{t('post.written', { language: t(`languages.${post.language}`) })}</span>
      </p>
      {headingLevel === 1 ? (
        <h1 css={title} data-testid="spotlight-post-title">
          {text.title}
        </h1>
      ) : (
        <p css={modalTitle} data-testid="spotlight-post-title">
          {text.title}
        </p>
      )}
      <ul css={tags} aria-label="tags">
        {post.tags.map((tag) => (
          <li key={tag}>#{tag}</li>
        ))}
      </ul>
      <div css={actions}>
        {ownLanguage ? null : api.translation ? (
          <Button variant="ghost" size="sm" onClick={api.original} data-testid="spotlight-original">
            {t('post.original')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={api.translate}
            loading={api.translating}
            data-testid="spotlight-translate"
          >
            {api.translating
              ? t('post.translating')
              : t('post.translate', { language: pageLanguage })}
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={api.copyLink} data-testid="spotlight-copy">
          {api.copied ? t('post.copied') : t('post.copyLink')}
        </Button>
        <span role="status" css={note} data-testid="spotlight-status">
          {api.copied ? t('post.copied') : ''}
          {api.translation ? t('post.translated', { language: pageLanguage }) : ''}
          {api.noTranslation ? t('post.noTranslation', { language: pageLanguage }) : ''}
        </span>
      </div>
      <span
        css={picture}
        style={
          post.thumbnailUrl
            ? { backgroundImage: `url(${JSON.stringify(post.thumbnailUrl)})` }
            : undefined
        }
      />
      <p css={excerpt}>{text.excerpt}</p>
      {/* cleaned by the server's allow-list (server/community/sanitize.ts) before it is stored and sent */}
      <div css={body} dangerouslySetInnerHTML={{ __html: text.bodyHtml }} />
      <section css={relatedBox} aria-labelledby={`related-${post.id}`}>
        <h2 id={`related-${post.id}`} css={relatedTitle}>
          {t('post.related')}
        </h2>
        {api.related.length > 0 ? (
          <ul css={relatedGrid} data-testid="spotlight-related">
            {api.related.map((r) => (
              <li key={r.id}>
                <RelatedCard post={r} to={linkTo(r.id)} />
              </li>
            ))}
          </ul>
        ) : api.relatedLoading ? null : (
          <p css={note}>{t('post.noRelated')}</p>
        )}
      </section>
    </article>
  )
}

function RelatedCard({ post, to }: { post: CommunityPostCard; to: string }) {
  const { t } = useTranslation('spotlight')
  return (
    <SiteLink to={to} css={[postCard, small]} data-testid="spotlight-related-card">
      <span
        css={postThumb}
        style={
          post.thumbnailUrl
            ? { backgroundImage: `url(${JSON.stringify(post.thumbnailUrl)})` }
            : undefined
        }
      />
      <strong>{post.title}</strong>
      <span>{t('feed.by', { name: post.creatorName })}</span>
    </SiteLink>
  )
}

const state = css`
  display: grid;
  gap: 16px;
  justify-items: start;
  padding: 24px 0;
`
const article = css`
  display: grid;
  gap: 14px;
  min-width: 0;
`
const meta = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 14px;
  margin: 0;
  font-size: 14px;
  color: ${color.bodyMuted};
`
const title = css`
  margin: 0;
  font-size: clamp(26px, 3.2vw, 40px);
  line-height: 1.2;
  overflow-wrap: anywhere;
`
const modalTitle = css`
  margin: 0;
  font-size: 22px;
  font-weight: 700;
  line-height: 1.3;
  overflow-wrap: anywhere;
`
const tags = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px 10px;
    border-radius: ${radius.pill}px;
    background: ${color.accentSoft};
    color: ${color.accentStrong};
    font-size: 13px;
  }
`
const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
`
const note = css`
  color: ${color.bodyMuted};
  font-size: 14px;
`
const picture = css`
  display: block;
  aspect-ratio: 16 / 10;
  max-height: 380px;
  border-radius: ${radius.lg}px;
  background: ${color.mist} center / cover;
`
const excerpt = css`
  margin: 0;
  font-size: 18px;
  font-weight: 600;
`
const body = css`
  font-size: 17px;
  line-height: 1.7;
  overflow-wrap: anywhere;
  p,
  ul,
  blockquote,
  h2,
  h3 {
    margin: 0 0 12px;
  }
  blockquote {
    padding-left: 14px;
    border-left: 3px solid ${color.accent};
    font-style: italic;
  }
  a {
    color: ${color.accentStrong};
  }
`
const relatedBox = css`
  display: grid;
  gap: 12px;
  margin-top: 16px;
  padding-top: 20px;
  border-top: 1px solid ${color.lineDark};
`
const relatedTitle = css`
  margin: 0;
  font-size: 18px;
`
const relatedGrid = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.upToMd} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`
const small = css`
  padding: 10px 10px 14px;
  strong {
    font-size: 14px;
  }
`
