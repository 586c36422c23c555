import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../../views/shell/InfoPage.tsx'

export const Route = createFileRoute('/(shell)/terms/oss')({
  component: () => <InfoPage page="oss" />,
})
