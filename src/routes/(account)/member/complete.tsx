import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { AccountInfoPage } from '../../../views/account/AccountInfoPage.tsx'

/** Spec 1 §2: t=s after sign-up or a newsletter change, t=r after a password reset. */
export const Route = createFileRoute('/(account)/member/complete')({
  validateSearch: z.object({ t: z.string().max(8).optional().catch(undefined) }),
  component: CompleteRoute,
})

function CompleteRoute() {
  const { t } = Route.useSearch()
  return (
    <AccountInfoPage
      page={t === 's' ? 'completeSignup' : t === 'r' ? 'completeReset' : 'complete'}
    />
  )
}
