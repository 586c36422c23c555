import { createFileRoute } from '@tanstack/react-router'
import { AccountInfoPage } from '../views/member/AccountInfoPage.tsx'
import { guardAccess } from './-access.ts'

export const Route = createFileRoute('/mypage')({
  beforeLoad: guardAccess('account'),
  component: () => <AccountInfoPage page="mypage" />,
})
