import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../views/shell/errors/NotFoundPage.tsx'

export const Route = createFileRoute('/404')({ component: NotFoundPage })
