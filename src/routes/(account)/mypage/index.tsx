import { createFileRoute } from '@tanstack/react-router'
import { AccountInfoPage } from '../../../views/account/AccountInfoPage.tsx'
import { guardAccess } from '../../-access.ts'

export const Route = createFileRoute('/(account)/mypage/')({
  beforeLoad: guardAccess('dashboard'),
  component: () => <AccountInfoPage page="mypage" />,
})
