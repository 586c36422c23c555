import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { VerifyWarningPage } from '../../../views/account/verify/VerifyWarningPage.tsx'

/** Spec 1 §2: t=c after a social sign-in refused with HTTP 400. */
export const Route = createFileRoute('/(account)/member/emailverifywarning')({
  validateSearch: z.object({ t: z.string().max(8).optional().catch(undefined) }),
  component: EmailVerifyWarningRoute,
})

function EmailVerifyWarningRoute() {
  const { t } = Route.useSearch()
  return <VerifyWarningPage variant={t === 'c' ? 'social' : 'warning'} />
}
