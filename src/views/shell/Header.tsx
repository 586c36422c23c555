import { css } from '@emotion/react'
import { IconButton } from '../kit/IconButton.tsx'
import { MenuButton } from '../kit/MenuButton.tsx'
import { useEffect, useEffectEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SiteLink } from '../kit/SiteLink.tsx'
import { alpha, color, glass, mq, palette, radius, size } from '../kit/tokens.ts'
import { LanguageSelector } from './LanguageSelector.tsx'
import { Logo } from './Logo.tsx'
import { NewsCarousel } from './NewsCarousel.tsx'
import { ProfileBox } from './ProfileBox.tsx'
import { HeaderMenuContext, SiteShellContext } from './ShellActors.tsx'
import { useLanguage } from '../core/useLanguage.ts'
import { useConnect } from '../core/useProcess.ts'
import { connectHeaderMenu } from './connectHeaderMenu.ts'
import { connectSiteShell } from './connectSiteShell.ts'
import { ROOT_ITEMS, isChina, resolveLink, type RootItem } from '../../machines/shell/siteLinks.ts'

/**
 * The site header (spec 1 §2): logo, root items Product, Pricing, Learn, Support, Connect, sign-in
 * or profile, language selector. Transparent over the home hero until the page scrolls.
 */
export function Header({ transparentOnTop }: { transparentOnTop: boolean }) {
  const { t } = useTranslation('shell')
  const menu = useConnect(HeaderMenuContext.useActorRef(), connectHeaderMenu)
  const { openMenu, drawerOpen } = menu
  const [scrolled, setScrolled] = useState(false)
  const resize = useEffectEvent(() => menu.resize(window.innerWidth))
  const escape = useEffectEvent(() => menu.escape())

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8)
    const onResize = () => resize()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') escape()
    }
    onScroll()
    onResize()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onResize)
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onResize)
      window.removeEventListener('keydown', onKey)
    }
  }, [])

  const transparent = transparentOnTop && !scrolled && openMenu === null && !drawerOpen
  return (
    <header
      css={[bar, transparent ? clear : dark]}
      data-testid="site-header"
      data-transparent={transparent}
    >
      <div css={inner}>
        <SiteLink to="/" css={logoLink} data-testid="logo" onClick={menu.navigate}>
          <Logo title={t('logoLabel')} />
        </SiteLink>
        <nav css={nav} aria-label={t('menu.label')} data-testid="main-nav">
          <ul css={rootList}>
            {ROOT_ITEMS.map((item) => (
              <RootMenuItem key={item.id} item={item} open={openMenu === item.id} />
            ))}
          </ul>
        </nav>
        <div css={actions}>
          <div css={hideCompact}>
            <LanguageSelector />
          </div>
          <ProfileBox />
          <IconButton
            css={hamburger}
            label={drawerOpen ? t('menu.closeMenu') : t('menu.openMenu')}
            aria-expanded={drawerOpen}
            aria-controls="site-drawer"
            data-testid="hamburger"
            onClick={menu.toggleDrawer}
          >
            <span css={[burgerLines, drawerOpen && burgerOpen]} aria-hidden="true" />
          </IconButton>
        </div>
      </div>
      {drawerOpen ? <Drawer /> : null}
    </header>
  )
}

function useLinkHref() {
  const language = useLanguage()
  const { countryCode } = useConnect(SiteShellContext.useActorRef(), connectSiteShell)
  return (link: RootItem['links'][number]) => resolveLink(link, { countryCode, language })
}

function RootMenuItem({ item, open }: { item: RootItem; open: boolean }) {
  const { t } = useTranslation('shell')
  const menu = useConnect(HeaderMenuContext.useActorRef(), connectHeaderMenu)
  const hrefOf = useLinkHref()
  const china = isChina(useConnect(SiteShellContext.useActorRef(), connectSiteShell).countryCode)
  if (item.to) {
    return (
      <li>
        <SiteLink
          to={item.to}
          css={rootLink}
          data-testid={`menu-${item.id}`}
          onClick={menu.navigate}
        >
          {t(`menu.root.${item.id}`)}
        </SiteLink>
      </li>
    )
  }
  const panelId = `menu-panel-${item.id}`
  const id = item.id as 'product' | 'learn' | 'support' | 'connect'
  return (
    <li onMouseEnter={() => menu.hover(id)} onMouseLeave={menu.leave}>
      <MenuButton
        css={[rootLink, open && rootActive]}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid={`menu-${item.id}`}
        onClick={() => menu.click(id)}
      >
        {t(`menu.root.${item.id}`)}
        <svg
          width="10"
          height="10"
          viewBox="0 0 10 10"
          aria-hidden="true"
          css={[chevron, open && chevronOpen]}
        >
          <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </MenuButton>
      {open ? (
        <div id={panelId} css={panel} data-testid={`menu-panel-${item.id}`} data-china={china}>
          <div css={panelInner}>
            <div css={panelIntro}>
              <p css={panelKicker}>{t(`menu.root.${item.id}`)}</p>
              <p css={panelLead}>{t(`menu.lead.${item.id}`)}</p>
            </div>
            <ul css={panelLinks}>
              {item.links.map((link) => (
                <li key={link.key}>
                  <SiteLink
                    to={hrefOf(link)}
                    css={panelLink}
                    data-testid={`menu-link-${link.key}`}
                    onClick={menu.navigate}
                  >
                    <strong>{t(`menu.links.${link.key}.title`)}</strong>
                    <span>{t(`menu.links.${link.key}.text`)}</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
            <NewsCarousel />
          </div>
        </div>
      ) : null}
    </li>
  )
}

/** The hamburger drawer at 1279 px and below: root items open their links on click (spec 1 §2). */
function Drawer() {
  const { t } = useTranslation('shell')
  const menu = useConnect(HeaderMenuContext.useActorRef(), connectHeaderMenu)
  const { openMenu } = menu
  const hrefOf = useLinkHref()
  return (
    <div id="site-drawer" css={drawer} data-testid="drawer">
      <ul css={drawerList}>
        {ROOT_ITEMS.map((item) =>
          item.to ? (
            <li key={item.id}>
              <SiteLink
                to={item.to}
                css={drawerRoot}
                data-testid={`drawer-${item.id}`}
                onClick={menu.navigate}
              >
                {t(`menu.root.${item.id}`)}
              </SiteLink>
            </li>
          ) : (
            <li key={item.id}>
              <MenuButton
                css={drawerRoot}
                aria-expanded={openMenu === item.id}
                data-testid={`drawer-${item.id}`}
                onClick={() => menu.click(item.id as 'product' | 'learn' | 'support' | 'connect')}
              >
                {t(`menu.root.${item.id}`)}
                <svg
                  width="12"
                  height="12"
                  viewBox="0 0 10 10"
                  aria-hidden="true"
                  css={[chevron, openMenu === item.id && chevronOpen]}
                >
                  <path
                    d="M1.5 3.5 5 7l3.5-3.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                  />
                </svg>
              </MenuButton>
              {openMenu === item.id ? (
                <ul css={drawerLinks} data-testid={`drawer-panel-${item.id}`}>
                  {item.links.map((link) => (
                    <li key={link.key}>
                      <SiteLink to={hrefOf(link)} css={drawerLink} onClick={menu.navigate}>
                        {t(`menu.links.${link.key}.title`)}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ),
        )}
      </ul>
      <div css={drawerFoot}>
        <LanguageSelector inDrawer />
      </div>
    </div>
  )
}

const bar = css`
  position: relative;
  height: ${size.header}px;
  color: ${color.text};
  transition:
    background 0.3s,
    box-shadow 0.3s;
`
const clear = css`
  background: transparent;
`
const dark = css`
  background: ${alpha(palette.ink, 0.96)};
  backdrop-filter: saturate(160%) blur(12px);
  box-shadow: 0 1px 0 ${color.line};
`
const inner = css`
  height: 100%;
  max-width: ${size.page}px;
  margin: 0 auto;
  padding: 0 32px;
  display: flex;
  align-items: center;
  gap: 40px;
  ${mq.compact} {
    padding: 0 20px;
    gap: 12px;
  }
`
const logoLink = css`
  display: flex;
  color: ${color.text};
  flex: none;
`
const nav = css`
  flex: 1;
  height: 100%;
  ${mq.compact} {
    display: none;
  }
`
const rootList = css`
  display: flex;
  align-items: stretch;
  gap: 4px;
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    align-items: center;
  }
`
const rootLink = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 40px;
  padding: 0 14px;
  border: 0;
  border-radius: ${radius.sm}px;
  background: transparent;
  color: inherit;
  font-size: 15px;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${glass.hover};
  }
`
const rootActive = css`
  background: ${alpha(palette.white, 0.1)};
`
const chevron = css`
  transition: transform 0.2s;
`
const chevronOpen = css`
  transform: rotate(180deg);
`
const panel = css`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  background: ${color.night};
  border-top: 1px solid ${color.line};
  box-shadow: 0 30px 60px ${alpha(palette.black, 0.45)};
  animation: drop 0.18s ease-out;
  @keyframes drop {
    from {
      opacity: 0;
      transform: translateY(-6px);
    }
  }
`
const panelInner = css`
  max-width: ${size.content}px;
  margin: 0 auto;
  padding: 36px 32px 40px;
  display: grid;
  grid-template-columns: 240px 1fr 300px;
  gap: 48px;
`
const panelIntro = css`
  border-right: 1px solid ${color.line};
  padding-right: 32px;
`
const panelKicker = css`
  margin: 0 0 10px;
  font-size: 24px;
  font-weight: 700;
`
const panelLead = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: 14px;
`
const panelLinks = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px 24px;
  align-content: start;
  margin: 0;
  padding: 0;
  list-style: none;
`
const panelLink = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 12px 14px;
  border-radius: ${radius.md}px;
  color: ${color.text};
  text-decoration: none;
  strong {
    font-size: 15px;
  }
  span {
    font-size: 13px;
    color: ${color.textMuted};
  }
  &:hover {
    background: ${glass.soft};
  }
`
const actions = css`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 10px;
`
const hideCompact = css`
  ${mq.compact} {
    display: none;
  }
`
const hamburger = css`
  display: none;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${radius.sm}px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${mq.compact} {
    display: grid;
    place-items: center;
  }
`
const burgerLines = css`
  position: relative;
  width: 20px;
  height: 2px;
  background: currentColor;
  border-radius: 2px;
  transition: background 0.2s;
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 20px;
    height: 2px;
    background: currentColor;
    border-radius: 2px;
    transition: transform 0.2s;
  }
  &::before {
    top: -6px;
  }
  &::after {
    top: 6px;
  }
`
const burgerOpen = css`
  background: transparent;
  &::before {
    transform: translateY(6px) rotate(45deg);
  }
  &::after {
    transform: translateY(-6px) rotate(-45deg);
  }
`
const drawer = css`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  height: calc(100vh - ${size.header}px);
  overflow-y: auto;
  background: ${color.night};
  border-top: 1px solid ${color.line};
  padding: 12px 20px 40px;
`
const drawerList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    border-bottom: 1px solid ${color.line};
  }
`
const drawerRoot = css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  padding: 18px 4px;
  border: 0;
  background: transparent;
  color: ${color.text};
  font-size: 18px;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`
const drawerLinks = css`
  list-style: none;
  margin: 0 0 12px;
  padding: 0 0 0 4px;
`
const drawerLink = css`
  display: block;
  padding: 10px 0;
  color: ${color.textMuted};
  text-decoration: none;
  font-size: 15px;
  &:hover {
    color: ${color.text};
  }
`
const drawerFoot = css`
  margin-top: 20px;
`
