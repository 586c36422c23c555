import { createFileRoute } from '@tanstack/react-router'
import { AccountInfoPage } from '../../../views/account/AccountInfoPage.tsx'
import { guardAccess } from '../../-access.ts'

export const Route = createFileRoute('/(content)/product/trial')({
  beforeLoad: guardAccess('trial'),
  component: () => <AccountInfoPage page="trial" />,
})
