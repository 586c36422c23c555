import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../../views/shell/InfoPage.tsx'

export const Route = createFileRoute('/(content)/product/download')({
  component: () => <InfoPage page="download" />,
})
