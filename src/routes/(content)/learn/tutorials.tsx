import { createFileRoute } from '@tanstack/react-router'
import { tutorialsMachine } from '../../../machines/content/tutorials.ts'
import { TutorialsPage } from '../../../views/content/features/TutorialsPage.tsx'
import { settle } from '../../-settle.ts'

export const Route = createFileRoute('/(content)/learn/tutorials')({
  /**
   * The lessons, settled by their machine so the page arrives with them (rendered on the server).
   * Only a loaded list is handed over: after a failure the browser asks again. Opening a lesson
   * happens in the page's own actor, so the loader runs once.
   */
  shouldReload: false,
  loader: async ({ context }) => {
    const { persisted, snapshot } = await settle(
      tutorialsMachine,
      { language: context.language },
      (s) => !s.matches('loading'),
    )
    return snapshot.matches('ready') ? persisted : undefined
  },
  component: function Tutorials() {
    return <TutorialsPage snapshot={Route.useLoaderData()} />
  },
})
