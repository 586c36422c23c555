import { createFileRoute } from '@tanstack/react-router'
import { AccountInfoPage } from '../../views/member/AccountInfoPage.tsx'
import { guardAccess } from '../-access.ts'

export const Route = createFileRoute('/member/passchange')({
  beforeLoad: guardAccess('passchange'),
  component: () => <AccountInfoPage page="passchange" />,
})
