import { css } from '@emotion/react'
import { useLocation } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SessionContext } from '../account/SessionContext.tsx'
import { ErrorPopupHost } from './errors/ErrorPopupHost.tsx'
import { SiteEffectsProvider } from './SiteEffectsProvider.tsx'
import { connectSession } from '../account/connectSession.ts'
import { useConnect } from '../core/useProcess.ts'
import { connectHeaderMenu } from './connectHeaderMenu.ts'
import { connectSiteShell } from './connectSiteShell.ts'
import { MaintenancePage } from './maintenance/MaintenancePage.tsx'
import { GlobalStyles } from '../kit/GlobalStyles.tsx'
import { role, themeVars } from '../kit/theme.ts'
import { color, palette, radius, z } from '../kit/tokens.ts'
import { A11yButton } from './A11yButton.tsx'
import { DocumentMeta } from './DocumentMeta.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { HeaderMenuContext, SiteShellContext } from './ShellActors.tsx'
import { useLanguage } from '../core/useLanguage.ts'
import { TopArtwork } from './TopArtwork.tsx'
import { TopBanner } from './TopBanner.tsx'
import { VerifyBanner } from '../account/verify/VerifyBanner.tsx'
import { ShellPopups } from './popups/ShellPopups.tsx'
import { contentOffset, layoutRules } from '../../machines/shell/layoutRules.ts'
import { WIDE_MIN_PX } from '../../machines/shell/headerMenu.ts'
import type { Snapshot } from 'xstate'
import { e2eInspect } from '../../tools/inspection/e2eInspect.ts'

/** The frame around every page (spec 1 §2): banner, header, footer, accessibility button, pop-ups. */
export function SiteShell({
  children,
  notFound,
  snapshots,
}: {
  children: ReactNode
  notFound: boolean
  /** Where the shell's actors start: the state the server rendered (spec 1 §2 data of the first page). */
  snapshots: { shell: Snapshot<unknown>; session: Snapshot<unknown> }
}) {
  const location = useLocation()
  const language = useLanguage()
  return (
    <SessionContext.Provider options={{ snapshot: snapshots.session, inspect: e2eInspect() }}>
      <SiteShellContext.Provider
        options={{
          input: { language, path: location.pathname, url: '', referer: '' },
          snapshot: snapshots.shell,
          inspect: e2eInspect(),
        }}
      >
        {/* Wide until the header's effect reads the window (server and browser agree on the first render). */}
        <HeaderMenuContext.Provider
          options={{ input: { width: WIDE_MIN_PX }, inspect: e2eInspect() }}
        >
          <GlobalStyles />
          <ErrorPopupHost>
            <SiteEffectsProvider>
              <ShellFrame notFound={notFound}>{children}</ShellFrame>
            </SiteEffectsProvider>
          </ErrorPopupHost>
        </HeaderMenuContext.Provider>
      </SiteShellContext.Provider>
    </SessionContext.Provider>
  )
}

function ShellFrame({ children, notFound }: { children: ReactNode; notFound: boolean }) {
  const location = useLocation()
  const shell = SiteShellContext.useActorRef()
  const menu = HeaderMenuContext.useActorRef()
  const { down, maintenanceCountry, banner, bannerSettled } = useConnect(shell, connectSiteShell)
  const { user } = useConnect(SessionContext.useActorRef(), connectSession)
  const userId = user?.id ?? ''
  const hasBanner = banner !== null
  const rules = layoutRules(location.pathname, { notFound })

  // Each navigation: the shell logs the page and loads its banner; open menus close.
  useEffect(() => {
    connectSiteShell(shell.getSnapshot(), (e) => shell.send(e)).navigated({
      path: location.pathname,
      url: window.location.href,
      userId,
    })
    connectHeaderMenu(menu.getSnapshot(), (e) => menu.send(e)).navigate()
  }, [location.href, location.pathname, shell, menu, userId])

  if (down)
    return (
      <main id="main">
        <MaintenancePage countryCode={maintenanceCountry} />
      </main>
    )

  const fixed = rules.transparentHeader || rules.fixedTopMenu
  return (
    <div
      css={[frame, rules.darkTheme && dark]}
      data-testid="site-frame"
      data-dark-theme={rules.darkTheme}
      data-fixed-top-menu={rules.fixedTopMenu}
      data-banner={hasBanner}
      data-banner-settled={bannerSettled}
    >
      <DocumentMeta pathname={location.pathname} />
      <a href="#main" css={skip}>
        <SkipLabel />
      </a>
      {rules.showHeader ? (
        <div css={[topBar, fixed ? fixedBar : absoluteBar]} data-testid="top-bar">
          <TopBanner />
          <Header transparentOnTop={rules.transparentHeader} />
        </div>
      ) : null}
      <main
        id="main"
        css={[
          css({ paddingTop: contentOffset(rules, hasBanner), minHeight: '70vh' }),
          rules.topArtwork && nightBand(contentOffset(rules, hasBanner)),
        ]}
      >
        {rules.showHeader ? <VerifyBanner path={location.pathname} /> : null}
        {rules.topArtwork ? <TopArtwork /> : null}
        {children}
      </main>
      {rules.showFooter ? <Footer /> : null}
      {rules.showA11yButton ? <A11yButton /> : null}
      {rules.showHeader ? <ShellPopups /> : null}
    </div>
  )
}

function SkipLabel() {
  const { t } = useTranslation('shell')
  return <>{t('skipToContent')}</>
}

const frame = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  > main {
    flex: 1;
  }
`
/** The dark theme of teamconsole, sign-in, sign-up and complete (spec 1 §2). */
const dark = css`
  ${themeVars('dark')};
  background: ${role.bg};
  color: ${role.fg};
`
/**
 * Spec 1 §2: the band under the header (30 px without a banner) is part of the page's top. Above
 * the top artwork it takes the artwork's night colour, not the frame's light background (issue 11).
 */
const nightBand = (height: number) => css`
  background: linear-gradient(${color.ink}, ${color.ink}) top / 100% ${height}px no-repeat;
`
const topBar = css`
  left: 0;
  right: 0;
  top: 0;
  z-index: ${z.header};
`
const fixedBar = css`
  position: fixed;
`
const absoluteBar = css`
  position: absolute;
`
const skip = css`
  position: absolute;
  left: 12px;
  top: -48px;
  z-index: ${z.skipLink};
  padding: 10px 14px;
  background: ${palette.white};
  color: ${color.ink};
  border-radius: ${radius.sm}px;
  &:focus {
    top: 12px;
  }
`
