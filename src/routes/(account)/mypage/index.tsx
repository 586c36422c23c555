import { createFileRoute } from '@tanstack/react-router'
import { getMyOrder } from '../../../services/commerce/invoices.ts'
import { MyPage } from '../../../views/account/mypage/MyPage.tsx'
import { guardAccess } from '../../-access.ts'

/** Spec 1 §2, spec 2 §4: the personal dashboard, for a signed-in member (a company without agreement goes to the trial). */
export const Route = createFileRoute('/(account)/mypage/')({
  beforeLoad: guardAccess('dashboard'),
  /** The member's latest orders (GetMyOrder), or null when they could not be loaded. */
  loader: async () => {
    try {
      return { orders: (await getMyOrder()).list }
    } catch {
      return { orders: null }
    }
  },
  staleTime: 0,
  component: function Dashboard() {
    return <MyPage orders={Route.useLoaderData().orders} />
  },
})
