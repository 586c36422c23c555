import { createFileRoute } from '@tanstack/react-router'
import { getStaffTickets } from '../../../services/support/contact.ts'
import { StaffInboxPage } from '../../../views/support/StaffInboxPage.tsx'

/** /staff/tickets: the local help desk's inbox (STAFF_INBOX; off in production, where it says so). */
export const Route = createFileRoute('/(support)/staff/tickets')({
  loader: async () => {
    try {
      return await getStaffTickets()
    } catch {
      return null
    }
  },
  staleTime: 0,
  component: StaffInboxRoute,
})

function StaffInboxRoute() {
  return <StaffInboxPage tickets={Route.useLoaderData()} />
}
