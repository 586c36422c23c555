import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '../contract/core/codes.ts'
import { i18nOptions } from './options.ts'

/**
 * The site's start-up i18n: only the page's language is downloaded (one chunk per namespace file),
 * so a visitor never pays for the other three. `ensureLanguage` adds another language on demand
 * (the maintenance page speaks the visitor's country language). Tests use `initI18n` in index.ts,
 * which bundles every language at once.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.ts')

const namespaceOf = (path: string): string => /^\.\/(\w+)\//.exec(path)?.[1] ?? ''
const NAMESPACES = [...new Set(Object.keys(loaders).map(namespaceOf))].filter(Boolean)

async function loadBundles(language: Language): Promise<Record<string, Record<string, unknown>>> {
  const entries = Object.entries(loaders).filter(([path]) =>
    path.endsWith(`/${language}.ts`),
  )
  const loaded = await Promise.all(
    entries.map(async ([path, load]) => [namespaceOf(path), (await load()).default] as const),
  )
  return Object.fromEntries(loaded)
}

export async function bootI18n(language: Language): Promise<void> {
  const bundles = await loadBundles(language)
  await i18next
    .use(initReactI18next)
    .init(i18nOptions(language, { [language]: bundles }, NAMESPACES))
}

/** Makes another language's texts available (no-op when already there). */
export async function ensureLanguage(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'common')) return
  const bundles = await loadBundles(language)
  for (const [ns, resources] of Object.entries(bundles))
    i18next.addResourceBundle(language, ns, resources, true, true)
}
