import { createFileRoute } from '@tanstack/react-router'
import { AccountInfoPage } from '../../views/member/AccountInfoPage.tsx'
import { guardAccess } from '../-access.ts'

export const Route = createFileRoute('/store/checkout')({
  beforeLoad: guardAccess('order'),
  component: () => <AccountInfoPage page="checkout" />,
})
