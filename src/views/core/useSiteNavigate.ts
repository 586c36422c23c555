import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { localizePath } from '../../i18n/locale.ts'
import { useLanguage } from './useLanguage.ts'

/** Follows a site address chosen by a machine (`/member/addemail`, `/?modal=…`) in the page's language, without a reload. */
export function useSiteNavigate(): (to: string) => void {
  const router = useRouter()
  const language = useLanguage()
  return useCallback(
    (to: string) => {
      // Another site (the partner site's e-mail page after /logout?gotomail=1): a full page load.
      if (/^https:\/\//.test(to)) {
        window.location.assign(to)
        return
      }
      const at = to.search(/[?#]/)
      const pathname = at === -1 ? to : to.slice(0, at)
      const rest = at === -1 ? '' : to.slice(at)
      router.history.push(localizePath(pathname || '/', language) + rest)
    },
    [router, language],
  )
}
