import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { textParam } from '../../-search.ts'
import { EmailSentPage } from '../../../views/account/verify/EmailSentPage.tsx'

/** Spec 1 §2: the verification e-mail is sent; t=s for the student case. */
export const Route = createFileRoute('/(account)/member/emailsent')({
  validateSearch: z.object({ t: textParam(8) }),
  component: EmailSentRoute,
})

function EmailSentRoute() {
  const { t } = Route.useSearch()
  return <EmailSentPage student={t === 's'} />
}
