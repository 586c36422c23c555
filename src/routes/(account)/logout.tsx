import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { SignOutPage } from '../../views/account/SignOutPage.tsx'

/**
 * Spec 1 §2: /logout?returnUrl=… ends the session and leaves; spec 1 §4: /logout?gotomail=1&port=1
 * leaves for the partner site's e-mail page instead (the e-mail change of personal and integrated users).
 */
export const Route = createFileRoute('/(account)/logout')({
  validateSearch: z.object({
    returnUrl: z.string().max(2048).optional().catch(undefined),
    gotomail: z.coerce.number().int().optional().catch(undefined),
    port: z.coerce.number().int().min(0).max(99).optional().catch(undefined),
  }),
  component: SignOutRoute,
})

function SignOutRoute() {
  const { returnUrl, gotomail, port } = Route.useSearch()
  return (
    <SignOutPage
      returnUrl={returnUrl ?? null}
      goToMail={gotomail === 1 ? { port: port ?? 1 } : null}
    />
  )
}
