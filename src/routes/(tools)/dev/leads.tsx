import { createFileRoute } from '@tanstack/react-router'
import { getLeads } from '../../../services/leads/trial.ts'
import { LeadsPage } from '../../../views/leads/LeadsPage.tsx'

/** /dev/leads: the local CRM's leads (issue 12); GetLeads answers 404 when the staff pages are off. */
export const Route = createFileRoute('/(tools)/dev/leads')({
  loader: async () => {
    try {
      return (await getLeads()).leads
    } catch {
      return null
    }
  },
  staleTime: 0,
  component: function Leads() {
    return <LeadsPage leads={Route.useLoaderData()} />
  },
})
