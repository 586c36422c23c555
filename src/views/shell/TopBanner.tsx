import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { SiteShellContext } from './ShellActors.tsx'
import { useLanguage } from '../core/useLanguage.ts'
import { useConnect } from '../core/useProcess.ts'
import { connectSiteShell } from './connectSiteShell.ts'
import { bannerColour, truncateBannerText } from '../../machines/shell/bannerText.ts'
import { SiteLink } from '../kit/SiteLink.tsx'
import { color, palette, size } from '../kit/tokens.ts'

/** The top banner (spec 3 §3): shown only when the content service returned one; colours from it. */
export function TopBanner() {
  const { banner } = useConnect(SiteShellContext.useActorRef(), connectSiteShell)
  const language = useLanguage()
  const { t } = useTranslation('shell')
  if (!banner) return null
  const text = truncateBannerText(banner.contentDetails, language)
  const style = css({
    background: bannerColour(banner.hexCode, color.accentStrong),
    color: bannerColour(banner.contentDetailsColor, palette.white),
    opacity: banner.opacity > 0 && banner.opacity <= 1 ? banner.opacity : 1,
  })
  const content = banner.url ? (
    <SiteLink to={banner.url} css={link}>
      {text}
    </SiteLink>
  ) : (
    <span>{text}</span>
  )
  return (
    <aside
      css={[bar, style]}
      aria-label={t('banner.label')}
      data-testid="top-banner"
      title={banner.contentDetails}
    >
      {content}
    </aside>
  )
}

const bar = css`
  height: ${size.banner}px;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0 16px;
  font-size: 14px;
  font-weight: 600;
  text-align: center;
  white-space: nowrap;
  overflow: hidden;
  /* A narrow screen cuts the text with an ellipsis rather than on both sides. Not on the server's
     inline <style> beside the link, which would then show its CSS as text. */
  > :not(style) {
    display: block;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`
const link = css`
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`
