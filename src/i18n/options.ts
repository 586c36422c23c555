import type { InitOptions, Resource } from 'i18next'
import { LANGUAGES, type Language } from '../contract/core/codes.ts'

/** One i18next set-up for the site's start-up (boot.ts) and for tests (index.ts). */
export const i18nOptions = (lng: Language, resources: Resource, ns: string[]): InitOptions => ({
  resources,
  lng,
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  ns,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
})
