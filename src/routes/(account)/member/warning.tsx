import { createFileRoute } from '@tanstack/react-router'
import { AccountInfoPage } from '../../../views/account/AccountInfoPage.tsx'

export const Route = createFileRoute('/(account)/member/warning')({
  component: () => <AccountInfoPage page="warning" />,
})
