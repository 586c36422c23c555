import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { AccountInfoPage } from '../../../views/account/AccountInfoPage.tsx'

/** Spec 1 §2: t=c after a social sign-in refused with HTTP 400. */
export const Route = createFileRoute('/(account)/member/emailverifywarning')({
  validateSearch: z.object({ t: z.string().max(8).optional().catch(undefined) }),
  component: EmailVerifyWarningRoute,
})

function EmailVerifyWarningRoute() {
  const { t } = Route.useSearch()
  return <AccountInfoPage page={t === 'c' ? 'emailverifywarningSocial' : 'emailverifywarning'} />
}
