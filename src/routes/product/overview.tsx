import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../views/info/InfoPage.tsx'

export const Route = createFileRoute('/product/overview')({
  component: () => <InfoPage page="overview" />,
})
