import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { textParam } from '../../-search.ts'
import { AccountInfoPage } from '../../../views/account/AccountInfoPage.tsx'

/** Spec 1 §2: t=s after sign-up or a newsletter change, t=r after a password reset. */
export const Route = createFileRoute('/(account)/member/complete')({
  validateSearch: z.object({ t: textParam(8) }),
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
