import { createFileRoute } from '@tanstack/react-router'
import { AccountInfoPage } from '../../views/member/AccountInfoPage.tsx'
import { guardAccess } from '../-access.ts'

export const Route = createFileRoute('/product/trial')({
  beforeLoad: guardAccess('trial'),
  component: () => <AccountInfoPage page="trial" />,
})
