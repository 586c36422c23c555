import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import i18next from 'i18next'
import { bootI18n } from './i18n/boot.ts'
import { splitLocalePath } from './i18n/locale.ts'
import { createAppRouter } from './router.tsx'
import { configureApi } from './services/core/http.ts'

/**
 * The browser's start: the server rendered the page in the language of its address; the router
 * takes over that HTML with the loaders' data and the translations sent inside it (no second
 * request for either), and the page becomes interactive.
 */
const { language } = splitLocalePath(window.location.pathname)

const router = createAppRouter({
  language,
  i18n: i18next,
  hydrate: (page) => {
    bootI18n(page.language, page.resources)
  },
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

/**
 * Hydration as a transition: React takes over the server's HTML in slices of a few milliseconds,
 * yielding to the browser between them, instead of one long task that blocks input (issue 8: total
 * blocking time). The page is already visible and readable from the HTML meanwhile.
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  )
})
