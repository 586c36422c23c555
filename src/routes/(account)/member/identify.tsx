import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { textParam } from '../../-search.ts'
import { LINK_TOKEN_PATTERN } from '../../../contract/index.ts'
import { ResetLinkPage } from '../../../views/account/reset/ResetLinkPage.tsx'
import { ResetStatusPage } from '../../../views/account/reset/ResetStatusPage.tsx'

/** The link of the password-reset e-mail (spec 1 §2): ?token=; a malformed one is an expired link. */
export const Route = createFileRoute('/(account)/member/identify')({
  validateSearch: z.object({ token: textParam(128) }),
  component: IdentifyRoute,
})

function IdentifyRoute() {
  const { token } = Route.useSearch()
  if (!token || !LINK_TOKEN_PATTERN.test(token)) return <ResetStatusPage page="expired" />
  return <ResetLinkPage token={token} />
}
