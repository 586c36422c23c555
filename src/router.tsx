import { createRouter } from '@tanstack/react-router'
import type { i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { Language } from './contract/core/codes.ts'
import { localeRewrite } from './i18n/locale.ts'
import { routeTree } from './routeTree.gen.ts'

/** What every route can read: the page's language and its i18next (one per server render). */
export interface RouterContext {
  language: Language
  i18n: I18n
  /** The server render's Referer header (the first page view's referer); empty in the browser. */
  referer: string
}

/** Translated texts: nested keys down to strings. */
export interface TextTree {
  [key: string]: string | TextTree
}
/** Language → namespace → texts. */
export type PageTranslations = Record<string, Record<string, TextTree>>

/** What the server hands the browser beside the loaders' data: the page's translations. */
export interface DehydratedPage {
  language: Language
  resources: PageTranslations
}

/**
 * The one router factory of the site, used identically by the server render (one router per
 * request) and by the browser: the locale prefix is rewritten away for the routes and added back
 * to every link the router writes (spec 1 §2 "Language").
 */
export function createAppRouter(options: {
  language: Language
  i18n: I18n
  referer?: string
  /** Server only: the nonce of the page's inline scripts (Content-Security-Policy). */
  nonce?: string
  /** Browser only: receives the translations the server sent before the first render. */
  hydrate?: (page: DehydratedPage) => void
  /** Server only: the translations this page rendered with. */
  dehydrate?: () => DehydratedPage
}) {
  const { language, i18n } = options
  return createRouter({
    routeTree,
    context: { language, i18n, referer: options.referer ?? '' } satisfies RouterContext,
    defaultPreload: 'intent',
    scrollRestoration: true,
    rewrite: localeRewrite(language),
    Wrap: ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    ),
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
    ...(options.dehydrate ? { dehydrate: options.dehydrate } : {}),
    ...(options.hydrate ? { hydrate: options.hydrate } : {}),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
