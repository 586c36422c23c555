import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { textParam, optionalParam } from '../-search.ts'
import { SignOutPage } from '../../views/account/SignOutPage.tsx'

/**
 * Spec 1 §2: /logout?returnUrl=… ends the session and leaves; spec 1 §4: /logout?gotomail=1&port=1
 * leaves for the partner site's e-mail page instead (the e-mail change of personal and integrated users).
 */
export const Route = createFileRoute('/(account)/logout')({
  validateSearch: z.object({
    returnUrl: textParam(2048),
    gotomail: optionalParam(z.coerce.number().check(z.int())),
    port: optionalParam(z.coerce.number().check(z.int(), z.gte(0), z.lte(99))),
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
