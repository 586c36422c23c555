import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../../../../views/shell/InfoPage.tsx'

export const Route = createFileRoute('/(content)/support/news/view/$postId')({
  component: () => <InfoPage page="newsPost" />,
})
