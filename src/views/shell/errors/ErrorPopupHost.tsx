import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { errorPopupMachine } from '../../../machines/shell/errorPopup.ts'
import { shownErrorFrom } from '../../../machines/core/failure.ts'
import { isApiError } from '../../../services/core/apiError.ts'
import { noSiteEffects, provideSiteEffects } from '../../core/siteEffects.ts'
import { useSiteNavigate } from '../../core/useSiteNavigate.ts'
import { e2eInspect } from '../../../tools/inspection/e2eInspect.ts'
import { ErrorPopupContext } from './ErrorPopupContext.ts'

const ErrorPopup = lazy(() => import('./ErrorPopup.tsx'))

/**
 * Hosts the global error pop-up (spec 1 §8) around the page: machines raise it through their
 * injected `reportFailure` (see SiteEffectsProvider), and any ApiError that nobody handled opens
 * it too. The pop-up itself is loaded only when needed.
 */
export function ErrorPopupHost({ children }: { children: ReactNode }) {
  const navigate = useSiteNavigate()
  const [logic] = useState(() =>
    provideSiteEffects(errorPopupMachine, () => ({ ...noSiteEffects, navigate })),
  )
  return (
    <ErrorPopupContext.Provider logic={logic} options={{ inspect: e2eInspect() }}>
      {children}
      <ErrorListener />
    </ErrorPopupContext.Provider>
  )
}

function ErrorListener() {
  const actor = ErrorPopupContext.useActorRef()
  const visible = ErrorPopupContext.useSelector((s) => !s.matches('hidden'))
  useEffect(() => {
    const onRejection = (e: PromiseRejectionEvent) => {
      if (isApiError(e.reason)) {
        e.preventDefault()
        actor.send({
          type: 'error.raised',
          error: shownErrorFrom(e.reason),
          page: window.location.href,
        })
      }
    }
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [actor])
  if (!visible) return null
  return (
    <Suspense fallback={null}>
      <ErrorPopup />
    </Suspense>
  )
}
