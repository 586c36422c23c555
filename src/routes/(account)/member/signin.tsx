import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { SignInPage } from '../../../views/account/SignInPage.tsx'
import { guardAccess } from '../../-access.ts'

const param = z.string().max(2048).optional().catch(undefined)

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
