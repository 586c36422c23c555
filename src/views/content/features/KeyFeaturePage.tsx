import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { SiteLink } from '../../kit/SiteLink.tsx'
import { pageEyebrow, pageHead, pageLead, pageTitle, pageWrap } from '../../kit/pageText.ts'
import { alpha, color, mq, palette, radius, shadow } from '../../kit/tokens.ts'

/**
 * The feature categories (spec 3 §3): each with its subtitle key, link, colour, poster and video
 * sources. Posters are artwork our server draws; the link opens the version that brought the most.
 */
export const FEATURE_CATEGORIES = [
  {
    key: 'EFFORTLESS_N_INTUITIVE',
    link: '/product/newfeature?version=12',
    color: palette.violetStrong,
    poster: '/media/features/category-effortless-poster.svg',
    video: {
      webm: '/media/features/category-effortless.webm',
      mp4: '/media/features/category-effortless.mp4',
    },
  },
  {
    key: 'ALL_IN_ONE',
    link: '/product/newfeature?version=12.1',
    color: palette.greenDeep,
    poster: '/media/features/category-all-in-one-poster.svg',
    video: {
      webm: '/media/features/category-all-in-one.webm',
      mp4: '/media/features/category-all-in-one.mp4',
    },
  },
  {
    key: 'CREATE_FREELY',
    link: '/product/newfeature?version=12.2',
    color: palette.redDeep,
    poster: '/media/features/category-create-freely-poster.svg',
    video: {
      webm: '/media/features/category-create-freely.webm',
      mp4: '/media/features/category-create-freely.mp4',
    },
  },
  {
    key: 'SEAMLESS_WORKFLOW',
    link: '/product/newfeature?version=12.2',
    color: palette.blueDeep,
    poster: '/media/features/category-seamless-poster.svg',
    video: {
      webm: '/media/features/category-seamless.webm',
      mp4: '/media/features/category-seamless.mp4',
    },
  },
] as const

/** /product/keyfeature: the four categories with their video, subtitle and link. */
export function KeyFeaturePage() {
  const { t } = useTranslation('features')
  return (
    <article css={pageWrap} data-testid="keyfeature-page">
      <header css={pageHead}>
        <p css={pageEyebrow}>{t('keyfeature.eyebrow')}</p>
        <h1 css={pageTitle}>{t('keyfeature.title')}</h1>
        <p css={pageLead}>{t('keyfeature.lead')}</p>
      </header>
      <ul css={grid}>
        {FEATURE_CATEGORIES.map((c) => (
          <li
            key={c.key}
            css={card}
            style={{ borderTopColor: c.color }}
            data-testid="feature-category"
            data-category={c.key}
          >
            <video
              css={video}
              controls
              muted
              playsInline
              preload="none"
              poster={c.poster}
              aria-label={t(`keyfeature.categories.${c.key}.title`)}
            >
              <source src={c.video.webm} type="video/webm" />
              <source src={c.video.mp4} type="video/mp4" />
            </video>
            <h2 style={{ color: c.color }}>{t(`keyfeature.categories.${c.key}.title`)}</h2>
            <p>{t(`keyfeature.categories.${c.key}.subtitle`)}</p>
            <SiteLink to={c.link} css={more}>
              {t('keyfeature.more')}
            </SiteLink>
          </li>
        ))}
      </ul>
    </article>
  )
}

const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 28px;
  margin: 56px 0 0;
  padding: 0;
  list-style: none;
  ${mq.upToMd} {
    grid-template-columns: 1fr;
  }
`
const card = css`
  display: grid;
  align-content: start;
  gap: 12px;
  padding: 16px 16px 24px;
  border-top: 4px solid;
  border-radius: ${radius.lg}px;
  background: ${color.paper};
  box-shadow: ${shadow.card};
  h2 {
    margin: 8px 0 0;
    font-size: 22px;
  }
  p {
    margin: 0;
    color: ${color.bodyMuted};
    line-height: 1.6;
  }
`
const video = css`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${radius.md}px;
  background: ${alpha(palette.ink, 0.07)};
`
const more = css`
  color: ${color.accentStrong};
  font-weight: 600;
`
