import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { HomePage } from '../views/shell/home/HomePage.tsx'

export const Route = createFileRoute('/')({
  validateSearch: z.object({ modal: z.string().max(64).optional().catch(undefined) }),
  component: HomePage,
})
