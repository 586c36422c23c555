import { createFileRoute } from '@tanstack/react-router'
import { SupportPage } from '../../../views/content/features/SupportPage.tsx'

export const Route = createFileRoute('/(support)/support/')({
  component: SupportPage,
})
