import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../views/shell/InfoPage.tsx'

export const Route = createFileRoute('/(shell)/reseller')({
  component: () => <InfoPage page="reseller" />,
})
