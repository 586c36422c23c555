import { css } from '@emotion/react'
import { useTranslation } from 'react-i18next'
import { SiteLink } from '../kit/SiteLink.tsx'
import { color, mq } from '../kit/tokens.ts'
import { Logo } from './Logo.tsx'
import { useLanguage } from '../core/useLanguage.ts'
import { FAMILY_SITES, FOOTER_LINKS } from '../../machines/shell/siteLinks.ts'

/** The footer (spec 1 §1, §2): account and legal links, and the family of related sites. */
export function Footer() {
  const { t } = useTranslation('shell')
  const language = useLanguage()
  const year = new Date().getFullYear()
  return (
    <footer css={foot} data-testid="site-footer">
      <div css={inner}>
        <div css={brand}>
          <Logo title={t('logoLabel')} />
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.linksLabel')}>
          <ul css={links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.key}>
                <SiteLink
                  to={link.href(language)}
                  data-testid={`footer-${link.key}`}
                  {...(link.external ? { rel: 'noopener' } : {})}
                >
                  {t(`footer.links.${link.key}`)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="family-title">
          <h2 id="family-title" css={familyTitle}>
            {t('footer.familyTitle')}
          </h2>
          <ul css={family} data-testid="family-sites">
            {FAMILY_SITES.map((site) => (
              <li key={site.key}>
                <a href={site.url} rel="noopener">
                  <strong>{site.name}</strong>
                  <span>{t(`footer.family.${site.key}`)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p css={legal}>{t('footer.copyright', { year })}</p>
    </footer>
  )
}

const foot = css`
  background: ${color.ink};
  color: ${color.textMuted};
  font-size: 14px;
  a {
    color: ${color.textMuted};
    text-decoration: none;
    &:hover {
      color: ${color.text};
    }
  }
`
const inner = css`
  max-width: 1200px;
  margin: 0 auto;
  padding: 64px 32px 40px;
  display: grid;
  grid-template-columns: 1.2fr 1fr 1.6fr;
  gap: 48px;
  ${mq.upToLg} {
    grid-template-columns: 1fr;
    gap: 32px;
    padding: 48px 20px 32px;
  }
`
const brand = css`
  color: ${color.text};
  p {
    margin: 14px 0 0;
    max-width: 300px;
    color: ${color.textMuted};
  }
`
const links = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px 20px;
`
const familyTitle = css`
  margin: 0 0 14px;
  font-size: 12px;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${color.text};
`
const family = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 14px 20px;
  a {
    display: flex;
    flex-direction: column;
  }
  strong {
    color: ${color.text};
    font-weight: 600;
  }
  span {
    font-size: 13px;
  }
  ${mq.upToSm} {
    grid-template-columns: 1fr;
  }
`
const legal = css`
  margin: 0;
  padding: 20px 32px 28px;
  border-top: 1px solid ${color.line};
  text-align: center;
  font-size: 13px;
`
