import { createFileRoute } from '@tanstack/react-router'
import { helpArticlesMachine } from '../../../machines/content/helpArticles.ts'
import { SupportPage } from '../../../views/content/features/SupportPage.tsx'
import { settle } from '../../-settle.ts'

export const Route = createFileRoute('/(support)/support/')({
  /**
   * The FAQ and help sections, settled by their machine so the page arrives with them (rendered on
   * the server). Only loaded answers are handed over: after a failure the browser asks again.
   */
  loader: async ({ context }) => {
    const { persisted, snapshot } = await settle(
      helpArticlesMachine,
      { language: context.language },
      (s) => !s.matches('loading'),
    )
    return snapshot.matches('ready') ? persisted : undefined
  },
  component: function Support() {
    return <SupportPage snapshot={Route.useLoaderData()} />
  },
})
