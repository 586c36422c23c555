import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../../views/info/InfoPage.tsx'

export const Route = createFileRoute('/support/contact/')({
  component: () => <InfoPage page="contact" />,
})
