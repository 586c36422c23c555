import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../contract/core/codes.ts'

/**
 * Locale in the URL (spec 1 §2 "Language"): English has no prefix, the others live under
 * /ko, /ja and /zh. The router strips the prefix on the way in and adds it on the way out, so one
 * route file serves all four languages.
 */
const PREFIXED: readonly Language[] = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)

const isLanguage = (value: string | undefined | null): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/** `/ko/pricing` → { language: 'ko', path: '/pricing' }; `/pricing` → English. */
export function splitLocalePath(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname)
  const lang = match?.[1]
  if (match && isLanguage(lang) && lang !== DEFAULT_LANGUAGE) {
    return { language: lang, path: match[2] === '' ? '/' : (match[2] ?? '/') }
  }
  if (match && lang === DEFAULT_LANGUAGE) {
    return { language: DEFAULT_LANGUAGE, path: match[2] === '' ? '/' : (match[2] ?? '/') }
  }
  return { language: DEFAULT_LANGUAGE, path: pathname === '' ? '/' : pathname }
}

/** The address of `path` in `language`: `/pricing` in Korean is `/ko/pricing`, in English `/pricing`. */
export function localizePath(path: string, language: Language): string {
  const bare = splitLocalePath(path).path
  if (language === DEFAULT_LANGUAGE) return bare
  return bare === '/' ? `/${language}` : `/${language}${bare}`
}

/**
 * The language of the first page load: the path prefix wins; a bare path with a NEXT_LOCALE cookie
 * for another language is sent to that language's address (the cookie remembers the choice).
 */
export function resolveBootLanguage(
  pathname: string,
  cookieLanguage: string | null,
): { language: Language; redirectTo: string | null } {
  const { language, path } = splitLocalePath(pathname)
  const hasPrefix = pathname !== path
  if (hasPrefix) return { language, redirectTo: null }
  if (isLanguage(cookieLanguage) && cookieLanguage !== DEFAULT_LANGUAGE) {
    return { language: cookieLanguage, redirectTo: localizePath(path, cookieLanguage) }
  }
  return { language: DEFAULT_LANGUAGE, redirectTo: null }
}

export const LANGUAGE_COOKIES = ['NEXT_LOCALE', 'lang', 'zendeskLang'] as const

/** Help-centre locales (spec 1 §2): en-us, ko, ja, zh-cn; zendeskLang carries the same value. */
export const HELP_CENTER_LOCALE: Record<Language, string> = {
  en: 'en-us',
  ko: 'ko',
  ja: 'ja',
  zh: 'zh-cn',
}

/** The three language cookies (spec 1 §9) and their values; the cookie service writes them on the parent domain, path /, for a year. */
export function languageCookieValues(language: Language): [name: string, value: string][] {
  return [
    ['NEXT_LOCALE', language],
    ['lang', language],
    ['zendeskLang', HELP_CENTER_LOCALE[language]],
  ]
}

/** How long the language cookies last (spec 1 §9): a year. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 31_536_000

export { PREFIXED as PREFIXED_LANGUAGES }

/**
 * The router's URL rewrite: the browser shows `/ko/pricing`, the routes see `/pricing`; every link
 * the router writes gets the prefix of this page load's language.
 */
export function localeRewrite(language: Language) {
  return {
    input: ({ url }: { url: URL }) => {
      url.pathname = splitLocalePath(url.pathname).path
      return url
    },
    output: ({ url }: { url: URL }) => {
      url.pathname = localizePath(url.pathname, language)
      return url
    },
  }
}

/** Whether a value is one of the four site languages. */
export const isSiteLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && isLanguage(value)

/** The one rule for the page's current language: i18next's language when it is a site language, else English. */
export const pageLanguage = (value: unknown): Language =>
  isSiteLanguage(value) ? value : DEFAULT_LANGUAGE
