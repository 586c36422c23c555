import { createFileRoute } from '@tanstack/react-router'
import { AccountInfoPage } from '../../views/member/AccountInfoPage.tsx'
import { guardAccess } from '../-access.ts'

export const Route = createFileRoute('/member/signup')({
  beforeLoad: guardAccess('signup'),
  component: () => <AccountInfoPage page="signup" />,
})
