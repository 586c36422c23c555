import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { SignOutPage } from '../views/member/SignOutPage.tsx'
import { useSessionChanged } from '../views/member/useSessionChanged.ts'
import { useSiteNavigate } from '../views/member/useSiteNavigate.ts'

/** Spec 1 §2: /logout?returnUrl=… ends the session and leaves. */
export const Route = createFileRoute('/logout')({
  validateSearch: z.object({ returnUrl: z.string().max(2048).optional().catch(undefined) }),
  component: SignOutRoute,
})

function SignOutRoute() {
  const { returnUrl } = Route.useSearch()
  return (
    <SignOutPage
      returnUrl={returnUrl ?? null}
      navigate={useSiteNavigate()}
      onSessionChanged={useSessionChanged()}
    />
  )
}
