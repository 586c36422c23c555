import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { STEAM_STATUSES } from '../../../contract/index.ts'
import { signInWithReturn } from '../../../machines/account/accessRules.ts'
import { currentUser } from '../../../services/account/session.ts'
import { optionalParam } from '../../-search.ts'
import { SteamClaimPage } from '../../../views/event/SteamClaimPage.tsx'

export const Route = createFileRoute('/(event)/event/steam')({
  /** The status query of spec 3 §2; an unknown one is ignored. */
  validateSearch: z.object({ status: optionalParam(z.enum(STEAM_STATUSES)) }),
  /** A visitor signs in first and comes back here; the member type comes from the session. */
  beforeLoad: async ({ location }) => {
    const user = await currentUser()
    if (!user) throw redirect({ href: signInWithReturn(location.href), replace: true })
    return { memberType: user.memberType }
  },
  component: function SteamClaim() {
    const { memberType } = Route.useRouteContext()
    return <SteamClaimPage memberType={memberType} status={Route.useSearch().status ?? null} />
  },
})
