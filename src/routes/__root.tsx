import { Outlet, createRootRoute, useRouterState } from '@tanstack/react-router'
import { SiteShell } from '../views/shell/SiteShell.tsx'
import { NotFoundPage } from '../views/shell/errors/NotFoundPage.tsx'
import { RouteErrorPage } from '../views/shell/errors/RouteErrorPage.tsx'

/** Routes that render a full page without the shell: the catch-all 404, /404 and /maintenance. */
const BARE_ROUTES = new Set(['/$', '/404', '/maintenance'])

function RootLayout() {
  const bare = useRouterState({
    select: (s) => s.matches.some((m) => BARE_ROUTES.has(m.routeId) || m.status === 'notFound'),
  })
  return (
    <SiteShell notFound={bare}>
      <Outlet />
    </SiteShell>
  )
}

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})
