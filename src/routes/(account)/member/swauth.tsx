import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { textParam } from '../../-search.ts'
import { SocialSignInPage } from '../../../views/account/SocialSignInPage.tsx'

/**
 * Spec 1 §2, §4: the social platform sends the member here with ?code=… and the state the site's
 * SocialSignInStart gave it (bound to this browser's sw_state cookie, issue 10).
 */
export const Route = createFileRoute('/(account)/member/swauth')({
  validateSearch: z.object({
    code: textParam(512),
    state: textParam(128),
  }),
  component: SocialSignInRoute,
})

function SocialSignInRoute() {
  const { code, state } = Route.useSearch()
  return <SocialSignInPage code={code ?? ''} state={state ?? ''} />
}
