import { createFileRoute } from '@tanstack/react-router'
import { TutorialsPage } from '../../../views/content/features/TutorialsPage.tsx'

export const Route = createFileRoute('/(content)/learn/tutorials')({
  component: TutorialsPage,
})
