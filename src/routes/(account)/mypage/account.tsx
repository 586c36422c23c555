import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '../../../views/account/mypage/AccountPage.tsx'
import { guardAccess } from '../../-access.ts'

/** Spec 1 §2: profile and account editing, for a signed-in member. */
export const Route = createFileRoute('/(account)/mypage/account')({
  beforeLoad: guardAccess('account'),
  component: AccountPage,
})
