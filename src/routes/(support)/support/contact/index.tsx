import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { optionalParam } from '../../../-search.ts'
import { ShellContactPage } from '../../../../views/support/ContactPage.tsx'

/** /support/contact (spec 3 §2): the two-step form; ut=1 personal, ut=3 company user preselects the user type. */
export const Route = createFileRoute('/(support)/support/contact/')({
  validateSearch: z.object({
    ut: optionalParam(
      z.pipe(z.coerce.number().check(z.int()), z.union([z.literal(1), z.literal(3)])),
    ),
  }),
  component: function ContactRoute() {
    return <ShellContactPage ut={Route.useSearch().ut} flow="page" />
  },
})
