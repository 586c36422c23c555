import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  useRouter,
  useRouterState,
} from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import type { RouterContext } from '../router.tsx'
import { ensureNamespaces, pageNamespaces } from '../i18n/boot.ts'
import { SiteShell } from '../views/shell/SiteShell.tsx'
import { NotFoundPage } from '../views/shell/errors/NotFoundPage.tsx'
import { RouteErrorPage } from '../views/shell/errors/RouteErrorPage.tsx'
import { documentTitle, metaPageOf } from '../views/shell/pageMeta.ts'
import { UnsupportedBrowser } from '../views/shell/UnsupportedBrowser.tsx'
import { loadShell } from './-shellLoader.ts'

/** Routes that render a full page without the shell: the catch-all 404, /404 and /maintenance. */
const BARE_ROUTES = new Set(['/$', '/404', '/maintenance'])

export const Route = createRootRouteWithContext<RouterContext>()({
  /** The page's translations, by area (the server has them all; the browser fetches a new area once). */
  beforeLoad: async ({ context, matches }) => {
    await ensureNamespaces(context.i18n, pageNamespaces(matches.map((m) => m.routeId)))
  },
  /** The shell's data of the first page; the shell's actors keep it current afterwards. */
  loader: ({ context, location }) =>
    loadShell(context.language, location.pathname, context.referer),
  staleTime: Number.POSITIVE_INFINITY,
  shouldReload: false,
  /** Title and description per page and language (spec 1 §2). */
  head: ({ match, matches }) => {
    const t = match.context.i18n.getFixedT(match.context.language, 'meta')
    const page = metaPageOf(matches.at(-1)?.pathname ?? '/')
    const pageTitle = page && page !== 'home' ? t(`${page}.title`) : null
    return {
      meta: [
        { charSet: 'UTF-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#101114' },
        { title: documentTitle(t('common:productName'), pageTitle, t('common:officialSite')) },
        {
          name: 'description',
          content: page ? t(`${page}.description`) : t('default.description'),
        },
      ],
      links: [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }],
    }
  },
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})

/** The document around every page, error pages included: head tags, the app, the scripts. */
function RootDocument({ children }: { children: ReactNode }) {
  const { language } = useRouter().options.context
  useEffect(() => {
    // The page is interactive: the browser has taken over the server's HTML.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang={language}>
      <head>
        <HeadContent />
      </head>
      <body>
        <div id="root">{children}</div>
        <UnsupportedBrowser />
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  const shell = Route.useLoaderData()
  const bare = useRouterState({
    select: (s) => s.matches.some((m) => BARE_ROUTES.has(m.routeId) || m.status === 'notFound'),
  })
  return (
    <SiteShell notFound={bare} snapshots={shell}>
      <Outlet />
    </SiteShell>
  )
}
