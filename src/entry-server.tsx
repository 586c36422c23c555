import { AsyncLocalStorage } from 'node:async_hooks'
import {
  RouterServer,
  createRequestHandler,
  renderRouterToStream,
} from '@tanstack/react-router/ssr/server'
import { LANGUAGES, type Language } from './contract/core/codes.ts'
import { createPageI18n, pageNamespaces } from './i18n/boot.ts'
import { buildResources } from './i18n/index.ts'
import { localizePath, resolveBootLanguage } from './i18n/locale.ts'
import { createAppRouter, type PageTranslations } from './router.tsx'
import type { ShellSnapshots } from './routes/-shellLoader.ts'
import { configureApi } from './services/core/http.ts'

/** The client build's assets per route, in TanStack Router's manifest shape (scripts, preloads, css). */
export interface ClientManifest {
  routes: Record<
    string,
    {
      preloads?: string[]
      css?: string[]
      scripts?: { attrs: Record<string, string | boolean>; children?: string }[]
    }
  >
}

export interface RenderOptions {
  request: Request
  /** Answers an API request in-process (the server's own routes), with the visitor's headers. */
  api: (request: Request) => Promise<Response>
  manifest: ClientManifest
  /** The nonce the page's Content-Security-Policy allows for its inline scripts. */
  nonce: string
  /** Request headers passed on to the API calls of the render (cookies, the trusted country header). */
  forwardHeaders: readonly string[]
}

/** Every language's texts, once: a render picks its language's, and sends the browser only the page's. */
const RESOURCES = buildResources()

/**
 * One i18next per language for every render, made on its language's first page: a render only
 * reads it (its language is fixed, every namespace is loaded, nothing changes it), and making one
 * per request cost each page an i18next start-up (issue 8's render profile).
 */
const PAGE_I18N = new Map<Language, ReturnType<typeof createPageI18n>>()
function pageI18n(language: Language): ReturnType<typeof createPageI18n> {
  let i18n = PAGE_I18N.get(language)
  if (!i18n) PAGE_I18N.set(language, (i18n = createPageI18n(language, RESOURCES)))
  return i18n
}

/** The render's API calls: each one inside the request that caused it. */
const scope = new AsyncLocalStorage<{ api: RenderOptions['api']; headers: Headers }>()

configureApi({
  baseURL: 'http://render.local',
  fetch: (input, init) => {
    const current = scope.getStore()
    if (!current) return Promise.reject(new Error('an API call outside a page render'))
    // One Request per call, with the visitor's headers over the call's own (each web Request or
    // Headers built is a measurable part of a render: a page makes five calls).
    const headers = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
    )
    current.headers.forEach((value, name) => headers.set(name, value))
    return current.api(new Request(input, { ...init, headers }))
  },
})

const readCookie = (header: string | null, name: string): string | null =>
  new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header ?? '')?.[1] ?? null

/**
 * The translations a page sends to the browser: its language's namespaces, and every language's
 * maintenance text when down or on /maintenance (its language is the visitor's country's, not the
 * address's: without them the browser would hydrate an empty page over the server's text).
 */
function pageResources(
  language: Language,
  routeIds: readonly string[],
  down: boolean,
): PageTranslations {
  const texts = RESOURCES as PageTranslations
  const pick = (lang: Language, namespaces: readonly string[]) =>
    Object.fromEntries(namespaces.map((ns) => [ns, texts[lang]?.[ns] ?? {}]))
  const resources: PageTranslations = { [language]: pick(language, pageNamespaces(routeIds)) }
  if (down)
    for (const lang of LANGUAGES)
      if (lang !== language) resources[lang] = pick(lang, ['common', 'errors'])
  return resources
}

/** PAGE NOT FOUND (spec 1 §2): an unknown path (the catch-all route), /404, or a route that said so. */
const isNotFound = (router: ReturnType<typeof createAppRouter> | null): boolean =>
  router?.state.matches.some(
    (m) => m.routeId === '/$' || m.routeId === '/404' || m.status === 'notFound',
  ) ?? false

/**
 * Renders one page (spec 1 §2): the language from the locale prefix (a bare path with a NEXT_LOCALE
 * cookie for another language is sent to that language's address first), the route's loaders run
 * here with the visitor's cookies, and the HTML streams with the loaders' data and the page's
 * translations for the browser to hydrate. Maintenance answers 503; unknown pages 404.
 */
export async function render(options: RenderOptions): Promise<Response> {
  const { request } = options
  const url = new URL(request.url)
  const boot = resolveBootLanguage(
    url.pathname,
    readCookie(request.headers.get('cookie'), 'NEXT_LOCALE'),
  )
  if (boot.redirectTo !== null)
    return new Response(null, {
      status: 302,
      headers: { location: boot.redirectTo + url.search, 'cache-control': 'no-store' },
    })
  const language = boot.language
  const i18n = pageI18n(language)
  let down = false

  const headers = new Headers()
  for (const name of options.forwardHeaders) {
    const value = request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }

  return scope.run({ api: options.api, headers }, async () => {
    let page: ReturnType<typeof createAppRouter> | null = null
    const handler = createRequestHandler({
      request,
      getRouterManifest: () => options.manifest,
      createRouter: () => {
        const router = createAppRouter({
          language,
          i18n,
          referer: request.headers.get('referer') ?? '',
          nonce: options.nonce,
          dehydrate: () => {
            const matches = router.state.matches
            down = (matches[0]?.loaderData as ShellSnapshots | undefined)?.down ?? false
            const routeIds = matches.map((m) => m.routeId)
            return {
              language,
              resources: pageResources(
                language,
                routeIds,
                down || routeIds.includes('/(shell)/maintenance'),
              ),
            }
          },
        })
        page = router
        return router
      },
    })
    const response = await handler(({ request: req, responseHeaders, router }) =>
      renderRouterToStream({
        request: req,
        responseHeaders,
        router,
        children: <RouterServer router={router} />,
      }),
    )
    if (response.status >= 300 && response.status < 400) {
      const location = new URL(response.headers.get('location') ?? '/', url)
      // A guard's redirect names a route path: the visitor stays in their language.
      const target =
        location.origin === url.origin
          ? localizePath(location.pathname, language) + location.search
          : location.href
      return new Response(null, {
        status: response.status,
        headers: { location: target, 'cache-control': 'no-store' },
      })
    }
    const status = down ? 503 : isNotFound(page) ? 404 : response.status
    return status === response.status
      ? response
      : new Response(response.body, { status, headers: response.headers })
  })
}
