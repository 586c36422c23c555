import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../../../views/shell/InfoPage.tsx'

export const Route = createFileRoute('/(content)/support/news/')({
  component: () => <InfoPage page="news" />,
})
