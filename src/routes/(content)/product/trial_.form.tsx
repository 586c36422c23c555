import { createFileRoute } from '@tanstack/react-router'
import { TrialFormPage } from '../../../views/leads/TrialFormPage.tsx'

/** /product/trial/form: the enterprise trial inquiry (spec 3 §2), open to everyone. */
export const Route = createFileRoute('/(content)/product/trial_/form')({
  component: TrialFormPage,
})
