import { useTranslation } from 'react-i18next'
import type { Language } from '../../contract/core/codes.ts'
import { pageLanguage } from '../../i18n/locale.ts'

/** The display language of this page (the URL prefix chose it), by the one rule `pageLanguage`. */
export function useLanguage(): Language {
  const { i18n } = useTranslation()
  return pageLanguage(i18n.language)
}
