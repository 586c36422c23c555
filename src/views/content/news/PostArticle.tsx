import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import type { ContentDetail } from '../../../contract/index.ts'
import { formatDate } from '../../../i18n/formatDate.ts'
import { useLanguage } from '../../core/useLanguage.ts'
import { Alert } from '../../kit/Alert.tsx'
import { Button } from '../../kit/Button.tsx'
import { color, gradient, radius } from '../../kit/tokens.ts'
import type { ContentPostApi } from './connectContentPost.ts'

/**
 * A post's date, title, picture and text; its body is plain text, one paragraph a line. In a modal
 * (`headingLevel` null) the dialog's own title names the post, so it is not repeated.
 */
export function PostArticle({
  api,
  headingLevel,
}: {
  api: ContentPostApi
  headingLevel: 1 | null
}) {
  const { t } = useTranslation('content')
  const language = useLanguage()
  if (api.failed)
    return (
      <div css={state}>
        <Alert tone="error">{t('post.failed')}</Alert>
        <Button variant="secondary" onClick={api.retry} data-testid="post-retry">
          {t('post.retry')}
        </Button>
      </div>
    )
  if (!api.post)
    return (
      <p role="status" css={state} data-testid="post-loading">
        {t('post.loading')}
      </p>
    )
  const post: ContentDetail = api.post
  return (
    <article css={article} data-testid="post" data-seq={post.seq}>
      <time dateTime={post.regDt}>{formatDate(post.regDt, language)}</time>
      {headingLevel === 1 ? <h1 css={title}>{post.title}</h1> : null}
      <p css={summary}>{post.summary}</p>
      <span
        css={picture}
        style={
          post.thumbnailUrl
            ? { backgroundImage: `url(${JSON.stringify(post.thumbnailUrl)})` }
            : undefined
        }
      />
      {post.body
        .split(/\n+/)
        .filter((p) => p.trim() !== '')
        .map((p, i) => (
          <p key={i} css={paragraph}>
            {p}
          </p>
        ))}
    </article>
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
  gap: 12px;
  time {
    font-size: 14px;
    color: ${color.bodyMuted};
  }
`
const title = css`
  margin: 0;
  font-size: clamp(26px, 3.2vw, 40px);
  line-height: 1.2;
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
`
const summary = css`
  margin: 0;
  font-size: 18px;
  font-weight: 600;
`
const picture = css`
  display: block;
  aspect-ratio: 16 / 9;
  margin: 8px 0;
  border-radius: ${radius.lg}px;
  background: ${gradient.thumb} center / cover;
`
const paragraph = css`
  margin: 0;
  font-size: 17px;
  line-height: 1.7;
`
