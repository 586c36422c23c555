import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../views/info/InfoPage.tsx'

export const Route = createFileRoute('/support/')({ component: () => <InfoPage page="support" /> })
