import i18next, { type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, type Language } from '../contract/core/codes.ts'
import { i18nOptions } from './options.ts'

/**
 * Resources live in `<namespace>/<language>.ts` (a namespace per area), each exporting its keys as default.
 * English is the source; test/unit/i18n.test.ts fails when any language misses a key.
 */
const modules = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.ts', {
  eager: true,
})

export function buildResources(): Resource {
  const resources: Resource = {}
  for (const [path, mod] of Object.entries(modules)) {
    const match = /\.\/(\w+)\/(\w+)\.ts$/.exec(path)
    if (!match) continue
    const [, ns = '', lang = ''] = match
    resources[lang] ??= {}
    ;(resources[lang] as Record<string, unknown>)[ns] = mod.default
  }
  return resources
}

export const NAMESPACES = [
  ...new Set(Object.keys(modules).map((p) => /^\.\/(\w+)\//.exec(p)?.[1] ?? '')),
].filter(Boolean)

export function initI18n(lng: Language = DEFAULT_LANGUAGE) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init(i18nOptions(lng, buildResources(), NAMESPACES))
  } else if (i18next.language !== lng) {
    void i18next.changeLanguage(lng)
  }
  return i18next
}

export { i18next }
