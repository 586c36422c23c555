import { createFileRoute } from '@tanstack/react-router'
import { AccountInfoPage } from '../../views/member/AccountInfoPage.tsx'

export const Route = createFileRoute('/member/resetpw')({
  component: () => <AccountInfoPage page="resetpw" />,
})
