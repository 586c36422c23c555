import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../../views/shell/InfoPage.tsx'

export const Route = createFileRoute('/(support)/support/')({
  component: () => <InfoPage page="support" />,
})
