import { css } from '@emotion/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ensureLanguage } from '../../../i18n/boot.ts'
import { localizePath } from '../../../i18n/locale.ts'
import { GlobalStyles } from '../../kit/GlobalStyles.tsx'
import { alpha, color, palette, radius } from '../../kit/tokens.ts'
import { helpCenterUrl } from '../../../machines/shell/siteLinks.ts'
import { maintenanceLanguage } from '../../../machines/shell/maintenanceLanguage.ts'

/**
 * "Sorry, we're down for maintenance." (spec 1 §2) in the language of the visitor's country, with
 * links home, to the contact form /support/contact/1 and to the help centre. Plain anchors: the
 * site behind them may be down too. The caller puts it in a <main>.
 */
export function MaintenancePage({ countryCode }: { countryCode: string }) {
  const { i18n } = useTranslation()
  const language = maintenanceLanguage(countryCode)
  const t = i18n.getFixedT(language, 'errors')
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(language, 'errors'))
  useEffect(() => {
    if (!ready) void ensureLanguage(language).then(() => setReady(true))
  }, [ready, language])
  useEffect(() => {
    document.title = `${t('common:productName')} | ${t('maintenance.title')}`
    document.documentElement.lang = language
  }, [t, language, ready])
  if (!ready) return null
  return (
    <div css={page} lang={language} data-testid="maintenance-page" data-language={language}>
      <GlobalStyles />
      <div css={card}>
        <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
          <circle cx="28" cy="28" r="27" fill="none" stroke="url(#m-grad)" strokeWidth="2" />
          <path
            d="M20 36l10-10m-2-8a6 6 0 0 0 8 8l-4 4-8-8 4-4z"
            fill="none"
            stroke={palette.white}
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <defs>
            <linearGradient id="m-grad" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor={palette.violetLight} />
              <stop offset="1" stopColor={palette.teal} />
            </linearGradient>
          </defs>
        </svg>
        <h1 css={title}>{t('maintenance.title')}</h1>
        <p css={text}>{t('maintenance.text')}</p>
        <nav css={links} aria-label={t('maintenance.linksLabel')}>
          <a href={localizePath('/', language)} data-testid="maintenance-home">
            {t('maintenance.home')}
          </a>
          <a href={localizePath('/support/contact/1', language)} data-testid="maintenance-contact">
            {t('maintenance.contact')}
          </a>
          <a href={helpCenterUrl(language)} data-testid="maintenance-help">
            {t('maintenance.helpCenter')}
          </a>
        </nav>
      </div>
    </div>
  )
}

const page = css`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 32px 20px;
  background:
    radial-gradient(60% 50% at 50% 0%, ${alpha(palette.violet, 0.35)}, transparent 70%),
    ${color.ink};
  color: ${color.text};
  text-align: center;
`
const card = css`
  max-width: 620px;
  display: flex;
  flex-direction: column;
  align-items: center;
`
const title = css`
  margin: 24px 0 12px;
  font-size: clamp(28px, 5vw, 44px);
  line-height: 1.2;
  letter-spacing: -0.01em;
`
const text = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: 17px;
`
const links = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 36px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 20px;
    border-radius: ${radius.pill}px;
    border: 1px solid ${alpha(palette.white, 0.3)};
    color: ${color.text};
    text-decoration: none;
    font-weight: 600;
    &:hover {
      background: ${alpha(palette.white, 0.1)};
    }
  }
  a:first-of-type {
    background: ${palette.white};
    color: ${color.ink};
    border-color: ${palette.white};
  }
`
