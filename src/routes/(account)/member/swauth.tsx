import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { SocialSignInPage } from '../../../views/account/SocialSignInPage.tsx'

/** Spec 1 §2, §4: the social platform sends the member here with ?code=…. */
export const Route = createFileRoute('/(account)/member/swauth')({
  validateSearch: z.object({ code: z.string().max(512).optional().catch(undefined) }),
  component: SocialSignInRoute,
})

function SocialSignInRoute() {
  const { code } = Route.useSearch()
  return <SocialSignInPage code={code ?? ''} />
}
