import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { textParam } from '../../-search.ts'
import { VerifyWarningPage } from '../../../views/account/verify/VerifyWarningPage.tsx'

/** Spec 1 §2: t=c after a social sign-in refused with HTTP 400. */
export const Route = createFileRoute('/(account)/member/emailverifywarning')({
  validateSearch: z.object({ t: textParam(8) }),
  component: EmailVerifyWarningRoute,
})

function EmailVerifyWarningRoute() {
  const { t } = Route.useSearch()
  return <VerifyWarningPage variant={t === 'c' ? 'social' : 'warning'} />
}
