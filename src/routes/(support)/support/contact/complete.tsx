import { createFileRoute } from '@tanstack/react-router'
import { ContactCompletePage } from '../../../../views/support/ContactCompletePage.tsx'

/** /support/contact/complete (spec 3 §2): after a successful ticket, in the page's language (its prefix). */
export const Route = createFileRoute('/(support)/support/contact/complete')({
  component: ContactCompletePage,
})
