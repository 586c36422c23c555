import { createFileRoute } from '@tanstack/react-router'
import { AccountInfoPage } from '../../../views/account/AccountInfoPage.tsx'
import { guardAccess } from '../../-access.ts'

export const Route = createFileRoute('/(commerce)/store/checkout')({
  beforeLoad: guardAccess('order'),
  component: () => <AccountInfoPage page="checkout" />,
})
