import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../views/info/InfoPage.tsx'

export const Route = createFileRoute('/product/keyfeature')({
  component: () => <InfoPage page="keyfeature" />,
})
