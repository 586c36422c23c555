import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '../contract/core/codes.ts'
import { i18nOptions } from './options.ts'

/**
 * The site's i18n, split by area and language: a page receives only its language's namespaces that
 * it renders (the server sends them inside the HTML); any other namespace is fetched on demand,
 * one chunk per `<namespace>/<language>.ts`. Tests use `initI18n` in index.ts (every language).
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.ts')

/** Namespaces every page renders: the shell around it, its title, the error pop-up. */
export const SHELL_NAMESPACES = [
  'common',
  'meta',
  'shell',
  'errors',
  'verifyBanner',
  'jobs',
  'popups',
  'kit',
] as const

/**
 * Namespaces some routes (and the routes below them) read beyond their area's: without them the
 * page's view waits for a chunk after it arrives, and is not interactive until the chunk has come
 * (test/unit/core/routeNamespaces.test.ts finds every route's).
 */
const ROUTE_READS: readonly (readonly [routeId: string, namespace: string])[] = [
  ['/(content)/product/keyfeature', 'features'],
  ['/(content)/product/newfeature', 'features'],
  ['/(content)/learn/tutorials', 'features'],
  ['/(support)/support/', 'features'],
  ['/(content)/learn/casestudy', 'spotlight'],
  ['/(content)/learn/userspotlight', 'spotlight'],
  ['/(content)/product/trial_/form', 'leads'],
  ['/(commerce)/pricing/trial', 'leads'],
  ['/(tools)/dev/leads', 'leads'],
]

/** Every namespace that has translations (`<namespace>/<language>.ts`). */
const KNOWN_NAMESPACES = new Set(
  Object.keys(loaders).map((path) => /^\.\/(\w+)\//.exec(path)?.[1] ?? ''),
)

/**
 * The namespaces a page needs, from the route ids it matched: the shell's, and for a route in an
 * area's group (`/(commerce)/pricing/`) the namespace named after the area when there is one, so
 * a new area's pages and texts need no entry here. A few routes read another area's texts.
 */
export function pageNamespaces(routeIds: readonly string[]): string[] {
  const needs = new Set<string>(SHELL_NAMESPACES)
  for (const id of routeIds) {
    if (id === '/') needs.add('home')
    for (const [route, ns] of ROUTE_READS)
      if (id === route || id.startsWith(`${route}/`)) needs.add(ns)
    const area = /^\/\((\w+)\)/.exec(id)?.[1]
    if (area !== undefined && KNOWN_NAMESPACES.has(area)) needs.add(area)
    // The order and checkout placeholders show the account area's pages; the overview does not.
    if (
      id.startsWith('/(account)') ||
      (id.startsWith('/(commerce)') && id !== '/(commerce)/pricing/') ||
      id.endsWith('/product/trial')
    )
      needs.add('account')
    if (id.startsWith('/(account)')) {
      needs.add('verify')
      needs.add('reset')
    }
    // My page and its account address (with the profile image and account deletion sections).
    if (id.startsWith('/(account)/mypage')) {
      needs.add('mypage')
      needs.add('profile')
    }
    // My page's orders name their products as the store does; the account page does not need the
    // store's texts (the largest namespace), so it does not load them. The invoice has its own.
    if (id === '/(account)/mypage/') needs.add('commerce')
    if (id.startsWith('/(account)/mypage/invoice')) needs.add('invoice')
    if (id.startsWith('/(tools)')) needs.add('atlas')
    if (id.startsWith('/(tools)/dev')) needs.add('verify')
    // Sign-up, and sign-in's captcha step-up, show the captcha.
    if (id.includes('/member/signup') || id.includes('/member/signin')) needs.add('signup')
  }
  return [...needs]
}

async function loadNamespace(language: Language, ns: string): Promise<Record<string, unknown>> {
  const load = loaders[`./${ns}/${language}.ts`]
  if (!load) throw new Error(`no translations for ${ns}/${language}`)
  return (await load()).default
}

/** i18next backend that imports a namespace's chunk when a page first asks for it. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, ns, callback) => {
    loadNamespace(language as Language, ns).then(
      (data) => callback(null, data),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), null),
    )
  },
}

/** The resources of `namespaces` in one language (the server reads them from its bundle). */
export async function loadResources(
  language: Language,
  namespaces: readonly string[],
): Promise<Record<string, Record<string, unknown>>> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => [ns, await loadNamespace(language, ns)] as const),
  )
  return Object.fromEntries(entries)
}

/** An i18next for the server render: one language with the given resources, synchronous (the render keeps one per language). */
export function createPageI18n(language: Language, resources: Resource): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    ...i18nOptions(language, resources, Object.keys(resources[language] ?? {})),
    partialBundledLanguages: true,
  })
  return instance
}

/**
 * The browser's i18next: starts synchronously from the resources the server sent with the page
 * (no second download), and loads any other namespace when a later page needs it.
 */
export function bootI18n(language: Language, resources: Resource): I18n {
  if (i18next.isInitialized) return i18next
  void i18next
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      ...i18nOptions(language, resources, Object.keys(resources[language] ?? {})),
      partialBundledLanguages: true,
    })
  return i18next
}

/** Makes namespaces available in the page's language (no-op for those already there). */
export async function ensureNamespaces(
  instance: I18n,
  namespaces: readonly string[],
): Promise<void> {
  const missing = namespaces.filter((ns) => !instance.hasResourceBundle(instance.language, ns))
  if (missing.length > 0) await instance.loadNamespaces(missing)
}

/** Makes another language's texts available (the maintenance page speaks the visitor's country language). */
export async function ensureLanguage(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'common')) return
  const bundles = await loadResources(language, SHELL_NAMESPACES)
  for (const [ns, resources] of Object.entries(bundles))
    i18next.addResourceBundle(language, ns, resources, true, true)
}
