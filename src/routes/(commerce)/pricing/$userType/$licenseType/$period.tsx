import { createFileRoute } from '@tanstack/react-router'
import { PricingOrderPage } from '../../../../../views/account/AccountInfoPage.tsx'
import { guardAccess } from '../../../../-access.ts'

/** Spec 2 §2: the order page of one plan; spec 1 §4 access rules apply before it renders. */
export const Route = createFileRoute('/(commerce)/pricing/$userType/$licenseType/$period')({
  beforeLoad: guardAccess('order'),
  component: PricingOrderRoute,
})

function PricingOrderRoute() {
  const params = Route.useParams()
  return <PricingOrderPage {...params} />
}
