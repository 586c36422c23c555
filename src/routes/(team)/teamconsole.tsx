import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../views/shell/InfoPage.tsx'

export const Route = createFileRoute('/(team)/teamconsole')({
  component: () => <InfoPage page="teamconsole" />,
})
