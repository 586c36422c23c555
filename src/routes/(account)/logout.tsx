import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { SignOutPage } from '../../views/account/SignOutPage.tsx'

/** Spec 1 §2: /logout?returnUrl=… ends the session and leaves. */
export const Route = createFileRoute('/(account)/logout')({
  validateSearch: z.object({ returnUrl: z.string().max(2048).optional().catch(undefined) }),
  component: SignOutRoute,
})

function SignOutRoute() {
  const { returnUrl } = Route.useSearch()
  return <SignOutPage returnUrl={returnUrl ?? null} />
}
