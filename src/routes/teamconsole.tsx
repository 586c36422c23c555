import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../views/info/InfoPage.tsx'

export const Route = createFileRoute('/teamconsole')({
  component: () => <InfoPage page="teamconsole" />,
})
