import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { textParam } from '../../-search.ts'
import { AccountCompletePage } from '../../../views/account/mypage/AccountCompletePage.tsx'
import { guardAccess } from '../../-access.ts'

/** Spec 1 §2: the completion page of account editing; `f` names the field saved. */
export const Route = createFileRoute('/(account)/mypage/account_/complete')({
  validateSearch: z.object({ f: textParam(16) }),
  beforeLoad: guardAccess('account'),
  component: CompleteRoute,
})

function CompleteRoute() {
  const { f } = Route.useSearch()
  return <AccountCompletePage field={f} />
}
