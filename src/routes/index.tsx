import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { homeContentMachine } from '../machines/content/homeContent.ts'
import { HomePage } from '../views/shell/home/HomePage.tsx'
import { settle } from './-settle.ts'

export const Route = createFileRoute('/')({
  validateSearch: z.object({ modal: z.string().max(64).optional().catch(undefined) }),
  /** The news list of the home page, loaded by its machine so the page arrives with it. */
  loader: async ({ context }) =>
    (await settle(homeContentMachine, { language: context.language }, (s) => !s.matches('loading')))
      .persisted,
  component: function Home() {
    return <HomePage snapshot={Route.useLoaderData()} />
  },
})
