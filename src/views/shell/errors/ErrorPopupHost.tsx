import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useMemo } from 'react'
import { errorPopupMachine, onErrorReported, reportError } from '../../../machines/shell/errorPopup.ts'
import { isApiError } from '../../../services/core/apiError.ts'
import { ErrorPopupContext } from './ErrorPopupContext.ts'

const ErrorPopup = lazy(() => import('./ErrorPopup.tsx'))

/**
 * Hosts the global error pop-up (spec 1 §8): errors reported by machines, and any ApiError that
 * nobody handled, open it. The pop-up itself is loaded only when needed.
 */
export function ErrorPopupHost() {
  const router = useRouter()
  const machine = useMemo(
    () =>
      errorPopupMachine.provide({
        actions: {
          goTo: (_, params: { to: '/' | '/support/contact' }) => {
            void router.navigate({ to: params.to })
          },
        },
      }),
    [router],
  )
  return (
    <ErrorPopupContext.Provider logic={machine}>
      <ErrorListener />
    </ErrorPopupContext.Provider>
  )
}

function ErrorListener() {
  const actor = ErrorPopupContext.useActorRef()
  const visible = ErrorPopupContext.useSelector((s) => !s.matches('hidden'))
  useEffect(() => {
    const stop = onErrorReported((error) =>
      actor.send({ type: 'error.raised', error, page: window.location.href }),
    )
    const onRejection = (e: PromiseRejectionEvent) => {
      if (isApiError(e.reason)) {
        e.preventDefault()
        reportError(e.reason)
      }
    }
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      stop()
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
