import type { Language } from '../../contract/index.ts'
import { LANGUAGE_COOKIE_MAX_AGE_S, languageCookieValues } from '../../i18n/locale.ts'
import { writeCookie } from '../core/cookies.ts'

/** Remembers the visitor's language choice (spec 1 §2, §9): NEXT_LOCALE, lang and zendeskLang on the parent domain for a year. */
export function rememberLanguage(language: Language): void {
  for (const [name, value] of languageCookieValues(language))
    writeCookie(name, value, { maxAgeS: LANGUAGE_COOKIE_MAX_AGE_S, parentDomain: true })
}
