import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../views/info/InfoPage.tsx'

export const Route = createFileRoute('/learn/tutorials')({
  component: () => <InfoPage page="tutorials" />,
})
