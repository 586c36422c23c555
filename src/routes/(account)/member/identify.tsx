import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { LINK_TOKEN_PATTERN } from '../../../contract/index.ts'
import { ResetLinkPage } from '../../../views/account/reset/ResetLinkPage.tsx'
import { ResetStatusPage } from '../../../views/account/reset/ResetStatusPage.tsx'

/** The link of the password-reset e-mail (spec 1 §2): ?token=; a malformed one is an expired link. */
export const Route = createFileRoute('/(account)/member/identify')({
  validateSearch: z.object({ token: z.string().max(128).optional().catch(undefined) }),
  component: IdentifyRoute,
})

function IdentifyRoute() {
  const { token } = Route.useSearch()
  if (!token || !LINK_TOKEN_PATTERN.test(token)) return <ResetStatusPage page="expired" />
  return <ResetLinkPage token={token} />
}
