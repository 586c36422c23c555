import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../../../views/info/InfoPage.tsx'

export const Route = createFileRoute('/support/news/view/$postId')({
  component: () => <InfoPage page="newsPost" />,
})
