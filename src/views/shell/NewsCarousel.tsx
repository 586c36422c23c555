import { css } from '@emotion/react'
import { MenuButton } from '../kit/MenuButton.tsx'
import { SiteLink } from '../kit/SiteLink.tsx'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../i18n/formatDate.ts'
import { SiteShellContext } from './ShellActors.tsx'
import { useLanguage } from '../core/useLanguage.ts'
import { useConnect } from '../core/useProcess.ts'
import { connectSiteShell } from './connectSiteShell.ts'
import { useCarousel } from './useCarousel.ts'
import { alpha, color, duration, gradient, palette, radius } from '../kit/tokens.ts'

/** The mega-menu carousel of the three newest news posts (spec 1 §2, spec 3 §9). */
export function NewsCarousel() {
  const { t } = useTranslation('shell')
  const { news } = useConnect(SiteShellContext.useActorRef(), connectSiteShell)
  const language = useLanguage()
  const [hovered, setHovered] = useState(false)
  const { index, go } = useCarousel(news.length, hovered)
  if (news.length === 0) return null
  return (
    <section
      css={wrap}
      aria-roledescription="carousel"
      aria-label={t('menu.newsTitle')}
      data-testid="news-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <p css={label}>{t('menu.newsTitle')}</p>
      <div css={viewport}>
        <div css={[track, css({ transform: `translateX(-${index * 100}%)` })]}>
          {news.map((post, i) => (
            <SiteLink
              key={post.seq}
              to={`/support/news/view/${post.seq}`}
              css={slide}
              aria-hidden={i !== index}
              tabIndex={i === index ? 0 : -1}
              data-testid="news-slide"
            >
              <span
                css={thumb}
                style={
                  post.thumbnailUrl
                    ? { backgroundImage: `url(${JSON.stringify(post.thumbnailUrl)})` }
                    : undefined
                }
              />
              <span css={meta}>{formatDate(post.regDt, language)}</span>
              <span css={title}>{post.title}</span>
            </SiteLink>
          ))}
        </div>
      </div>
      <div css={dots}>
        {news.map((post, i) => (
          <MenuButton
            key={post.seq}
            css={[dot, i === index && dotActive]}
            aria-label={t('menu.newsSlide', { n: i + 1 })}
            aria-current={i === index}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  )
}

const wrap = css`
  width: 300px;
`
const label = css`
  margin: 0 0 12px;
  font-size: 12px;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${color.textMuted};
`
const viewport = css`
  overflow: hidden;
  border-radius: ${radius.md}px;
`
const track = css`
  display: flex;
  transition: transform ${duration.slide}ms ease;
`
const slide = css`
  flex: 0 0 100%;
  display: flex;
  flex-direction: column;
  gap: 6px;
  text-decoration: none;
  color: ${color.text};
`
const thumb = css`
  display: block;
  height: 140px;
  border-radius: ${radius.md}px;
  background: ${gradient.thumb} center / cover;
`
const meta = css`
  font-size: 12px;
  color: ${color.textMuted};
`
const title = css`
  font-size: 15px;
  font-weight: 600;
  line-height: 1.4;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`
const dots = css`
  display: flex;
  gap: 6px;
  margin-top: 12px;
`
const dot = css`
  width: 24px;
  height: 24px;
  position: relative;
  &::after {
    content: '';
    position: absolute;
    left: 4px;
    right: 4px;
    top: 11px;
    height: 2px;
    border-radius: 2px;
    background: ${alpha(palette.white, 0.3)};
  }
`
const dotActive = css`
  &::after {
    background: ${color.accentSoft};
  }
`
