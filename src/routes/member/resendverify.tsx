import { createFileRoute } from '@tanstack/react-router'
import { AccountInfoPage } from '../../views/member/AccountInfoPage.tsx'
import { guardAccess } from '../-access.ts'

export const Route = createFileRoute('/member/resendverify')({
  beforeLoad: guardAccess('resend'),
  component: () => <AccountInfoPage page="resendverify" />,
})
