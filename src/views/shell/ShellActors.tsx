import { createActorContext } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_LANGUAGE, type Language } from '../../contract/core/codes.ts'
import { isSiteLanguage as isLanguage } from '../../i18n/locale.ts'
import { headerMenuMachine } from '../../machines/shell/headerMenu.ts'
import { siteShellMachine } from '../../machines/shell/siteShell.ts'

/** One actor per shell process; views read them through selectors. */
export const SiteShellContext = createActorContext(siteShellMachine)
export const HeaderMenuContext = createActorContext(headerMenuMachine)

/** The display language of this page load (the URL prefix chose it). */
export function useLanguage(): Language {
  const { i18n } = useTranslation()
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
}
