import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { textParam } from './-search.ts'
import { homeContentMachine } from '../machines/content/homeContent.ts'
import { HomePage } from '../views/shell/home/HomePage.tsx'
import { settle } from './-settle.ts'

export const Route = createFileRoute('/')({
  validateSearch: z.object({ modal: textParam(64) }),
  /**
   * The news list of the home page, loaded by its machine so the page arrives with it. Only a
   * loaded list is handed to the page: after a failure (or no answer in time) the page's own actor
   * asks again in the browser, where a network or server failure raises the global error pop-up
   * (spec 1 §8, ERRPOP-1) that a render on the server, or a loader, cannot show.
   */
  loader: async ({ context }) => {
    const { persisted, snapshot } = await settle(
      homeContentMachine,
      { language: context.language },
      (s) => !s.matches('loading'),
    )
    return snapshot.matches('ready') ? persisted : undefined
  },
  component: function Home() {
    return <HomePage snapshot={Route.useLoaderData()} modal={Route.useSearch().modal} />
  },
})
