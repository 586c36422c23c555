import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { SocialSignInPage } from '../../../views/account/SocialSignInPage.tsx'

/**
 * Spec 1 §2, §4: the social platform sends the member here with ?code=… and the state the site's
 * SocialSignInStart gave it (bound to this browser's sw_state cookie, issue 10).
 */
export const Route = createFileRoute('/(account)/member/swauth')({
  validateSearch: z.object({
    code: z.string().max(512).optional().catch(undefined),
    state: z.string().max(128).optional().catch(undefined),
  }),
  component: SocialSignInRoute,
})

function SocialSignInRoute() {
  const { code, state } = Route.useSearch()
  return <SocialSignInPage code={code ?? ''} state={state ?? ''} />
}
