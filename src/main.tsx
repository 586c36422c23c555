import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider, createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen.ts'
import { bootI18n } from './i18n/boot.ts'
import { localeRewrite, resolveBootLanguage } from './i18n/locale.ts'
import { configureApi } from './services/core/http.ts'

/** Spec 1 §2: the language comes from the path prefix, or the NEXT_LOCALE cookie on a bare path. */
const cookieLanguage = /(?:^|; )NEXT_LOCALE=([^;]*)/.exec(document.cookie)?.[1] ?? null
const boot = resolveBootLanguage(window.location.pathname, cookieLanguage)
if (boot.redirectTo !== null) {
  window.history.replaceState(
    null,
    '',
    boot.redirectTo + window.location.search + window.location.hash,
  )
}

await bootI18n(boot.language)

const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  rewrite: localeRewrite(boot.language),
})

/** Spec 1 §6: a 401 on the main API sends the user to sign-in, and back here afterwards. */
configureApi({
  onUnauthorized: () => {
    const here = window.location.pathname + window.location.search
    if (!window.location.pathname.includes('/member/signin')) {
      void router.navigate({ to: '/member/signin', search: { returnUrl: here } })
    }
  },
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}
