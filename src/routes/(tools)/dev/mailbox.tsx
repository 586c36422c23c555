import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { textParam } from '../../-search.ts'
import { getMailbox } from '../../../services/account/mail.ts'
import { MailboxPage } from '../../../views/tools/MailboxPage.tsx'

/**
 * /dev/mailbox: what the in-process SMTP server received (MAILBOX=1; off in production, where
 * GetMailbox answers 404 and the page says the mailbox is off). Loaded on every visit.
 */
export const Route = createFileRoute('/(tools)/dev/mailbox')({
  validateSearch: z.object({ to: textParam(254) }),
  loaderDeps: ({ search }) => ({ to: search.to ?? '' }),
  loader: async ({ deps }) => {
    try {
      return (await getMailbox(deps.to)).messages
    } catch {
      return null
    }
  },
  staleTime: 0,
  component: MailboxRoute,
})

function MailboxRoute() {
  const { to } = Route.useSearch()
  return <MailboxPage to={to ?? ''} messages={Route.useLoaderData()} />
}
