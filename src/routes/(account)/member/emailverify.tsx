import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { textParam } from '../../-search.ts'
import { LINK_TOKEN_PATTERN } from '../../../contract/index.ts'
import {
  InvalidVerifyLinkPage,
  VerifyLinkPage,
} from '../../../views/account/verify/VerifyLinkPage.tsx'

/** The link of the verification e-mail (spec 1 §2): ?token=. */
export const Route = createFileRoute('/(account)/member/emailverify')({
  validateSearch: z.object({ token: textParam(128) }),
  component: EmailVerifyRoute,
})

function EmailVerifyRoute() {
  const { token } = Route.useSearch()
  if (!token || !LINK_TOKEN_PATTERN.test(token)) return <InvalidVerifyLinkPage />
  return <VerifyLinkPage token={token} />
}
