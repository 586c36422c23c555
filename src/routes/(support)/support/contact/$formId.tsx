import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { optionalParam } from '../../../-search.ts'
import { InfoPage } from '../../../../views/shell/InfoPage.tsx'

/** The contact form used by error dialogs and the maintenance page; ut=1 personal, ut=3 company (spec 1 §2). */
export const Route = createFileRoute('/(support)/support/contact/$formId')({
  validateSearch: z.object({
    ut: optionalParam(
      z.pipe(z.coerce.number().check(z.int()), z.union([z.literal(1), z.literal(3)])),
    ),
  }),
  component: () => <InfoPage page="contactForm" />,
})
