import { useCallback } from 'react'
import { invalidateCurrentUser } from '../../services/account/session.ts'
import { SessionContext } from './SessionContext.tsx'

/** After sign-in or sign-out: the route guards ask again, and the header's session actor reloads. */
export function useSessionChanged(): () => void {
  const session = SessionContext.useActorRef()
  return useCallback(() => {
    invalidateCurrentUser()
    session.send({ type: 'session.refresh' })
  }, [session])
}
