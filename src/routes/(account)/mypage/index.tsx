import { createFileRoute } from '@tanstack/react-router'
import { MyPage } from '../../../views/account/mypage/MyPage.tsx'
import { guardAccess } from '../../-access.ts'

/** Spec 1 §2, spec 2 §4: the personal dashboard, for a signed-in member (a company without agreement goes to the trial). */
export const Route = createFileRoute('/(account)/mypage/')({
  beforeLoad: guardAccess('dashboard'),
  component: MyPage,
})
