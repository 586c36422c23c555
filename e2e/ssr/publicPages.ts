import { readdirSync } from 'node:fs'
import { at, LANGS, type Lang } from '../shell/support.ts'

export { at, LANGS, type Lang }

/** Every namespace of src/i18n (a folder with a file per language), as the site bundles them. */
const I18N = new URL('../../src/i18n/', import.meta.url)
const namespaces = readdirSync(I18N, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const resources = Object.fromEntries(
  await Promise.all(
    LANGS.map(async (lang) => {
      const byNamespace = await Promise.all(
        namespaces.map(async (ns) => {
          const mod = (await import(new URL(`${ns}/${lang}.ts`, I18N).href)) as {
            default: unknown
          }
          return [ns, mod.default] as const
        }),
      )
      return [lang, Object.fromEntries(byNamespace)] as const
    }),
  ),
) as Record<Lang, Record<string, unknown>>

/** A translated text of the site, as the server must render it (`shell:pages.overview.title`). */
export function translated(lang: Lang, key: string): string {
  const [ns = '', path = ''] = key.split(':')
  let node: unknown = resources[lang][ns]
  for (const part of path.split('.'))
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${lang}`)
  return node
}

export interface PublicPage {
  path: string
  status: number
  /** The page's main text (its heading). */
  main: string
  /** The `meta` key of its own title and description, when spec 1 §2 gives it one. */
  meta?: string
}

/**
 * The pages visitors and search engines reach first, without a session (spec 1 §2): each must
 * arrive as finished HTML in the visitor's language.
 */
export const PUBLIC_PAGES: PublicPage[] = [
  { path: '/', status: 200, main: 'home:hero.title', meta: 'home' },
  { path: '/pricing', status: 200, main: 'commerce:pricing.title', meta: 'pricing' },
  {
    path: '/pricing?type=enterprise',
    status: 200,
    main: 'commerce:pricing.title',
    meta: 'pricing',
  },
  { path: '/product/overview', status: 200, main: 'shell:pages.overview.title', meta: 'overview' },
  {
    path: '/product/keyfeature',
    status: 200,
    main: 'features:keyfeature.title',
    meta: 'keyfeature',
  },
  { path: '/product/download', status: 200, main: 'shell:pages.download.title' },
  { path: '/support', status: 200, main: 'features:support.title' },
  { path: '/support/contact', status: 200, main: 'support:contact.title', meta: 'contact' },
  { path: '/support/contact/1', status: 200, main: 'support:contact.title' },
  { path: '/support/news', status: 200, main: 'shell:pages.news.title' },
  { path: '/learn/tutorials', status: 200, main: 'features:tutorials.title' },
  { path: '/learn/casestudy', status: 200, main: 'spotlight:cases.title' },
  { path: '/product/trial/form', status: 200, main: 'leads:trial.title' },
  { path: '/learn/userspotlight', status: 200, main: 'shell:pages.userspotlight.title' },
  { path: '/reseller', status: 200, main: 'shell:pages.reseller.title' },
  { path: '/terms/oss', status: 200, main: 'shell:pages.oss.title' },
  { path: '/member/signin', status: 200, main: 'account:signIn.title', meta: 'signin' },
  { path: '/member/signup', status: 200, main: 'signup:title.personal', meta: 'signup' },
  { path: '/member/resetpw', status: 200, main: 'reset:request.title' },
  { path: '/member/complete?t=s', status: 200, main: 'account:pages.completeSignup.title' },
  { path: '/pricing?type=student', status: 200, main: 'commerce:pricing.title', meta: 'pricing' },
  { path: '/pricing?type=academic', status: 200, main: 'commerce:pricing.title', meta: 'pricing' },
  { path: '/pricing/complete?type=per', status: 200, main: 'commerce:complete.per.title' },
  { path: '/pricing/complete?type=fail', status: 200, main: 'commerce:complete.fail.title' },
  { path: '/pricing/ent/linux/month', status: 404, main: 'errors:page.notFound.title' },
  { path: '/event/submit', status: 200, main: 'event:submit.title' },
  { path: '/no-such-page', status: 404, main: 'errors:page.notFound.title' },
]
