import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { textParam } from '../../-search.ts'
import { SignInPage } from '../../../views/account/SignInPage.tsx'
import { guardAccess } from '../../-access.ts'

const param = textParam(2048)

/** Spec 1 §2: returnUrl; type=product with subLink builds the pricing return path from userType, orderType and period. */
const SignInSearch = z.object({
  returnUrl: param,
  type: param,
  subLink: param,
  userType: param,
  orderType: param,
  period: param,
})

export const Route = createFileRoute('/(account)/member/signin')({
  validateSearch: SignInSearch,
  beforeLoad: guardAccess('signin'),
  component: SignInRoute,
})

function SignInRoute() {
  const search = Route.useSearch()
  return <SignInPage search={search} />
}
