import { createFileRoute } from '@tanstack/react-router'
import { TrialFormPage } from '../../../views/leads/TrialFormPage.tsx'

/** /pricing/trial: the enterprise trial inquiry from the pricing page (spec 3 §2), open to everyone. */
export const Route = createFileRoute('/(commerce)/pricing/trial')({
  component: TrialFormPage,
})
