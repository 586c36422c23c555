import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../views/shell/errors/NotFoundPage.tsx'

/** Any unknown path: PAGE NOT FOUND (the server answers it with status 404 and the site). */
export const Route = createFileRoute('/$')({ component: NotFoundPage })
