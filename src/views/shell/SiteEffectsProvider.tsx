import { useMemo, type ReactNode } from 'react'
import { useSessionChanged } from '../account/useSessionChanged.ts'
import { SiteEffectsContext, type SiteEffects } from '../core/siteEffects.ts'
import { useSiteNavigate } from '../core/useSiteNavigate.ts'
import { ErrorPopupContext } from './errors/ErrorPopupContext.ts'

/**
 * The site's effects for every process on the page (README "Machines"): the router's navigation
 * in the page's language, the session refresh, and the global error pop-up (spec 1 §8).
 */
export function SiteEffectsProvider({ children }: { children: ReactNode }) {
  const navigate = useSiteNavigate()
  const sessionChanged = useSessionChanged()
  const popup = ErrorPopupContext.useActorRef()
  const effects = useMemo<SiteEffects>(
    () => ({
      navigate,
      sessionChanged,
      reportFailure: (error) =>
        popup.send({ type: 'error.raised', error, page: window.location.href }),
    }),
    [navigate, sessionChanged, popup],
  )
  return <SiteEffectsContext.Provider value={effects}>{children}</SiteEffectsContext.Provider>
}
