import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { optionalParam } from '../../../-search.ts'
import { ShellContactPage } from '../../../../views/support/ContactPage.tsx'
import { InfoPage } from '../../../../views/shell/InfoPage.tsx'

/**
 * /support/contact/1: the form used from error dialogs and the maintenance page (ut=1 personal, ut=3
 * company, spec 1 §2, spec 3 §2); its success shows the completion modal (the alternate flow).
 * Any other id shows the contact information page.
 */
export const Route = createFileRoute('/(support)/support/contact/$formId')({
  validateSearch: z.object({
    ut: optionalParam(
      z.pipe(z.coerce.number().check(z.int()), z.union([z.literal(1), z.literal(3)])),
    ),
  }),
  component: function ContactFormRoute() {
    const { formId } = Route.useParams()
    const { ut } = Route.useSearch()
    if (formId === '1') return <ShellContactPage ut={ut} flow="modal" />
    return <InfoPage page="contactForm" />
  },
})
