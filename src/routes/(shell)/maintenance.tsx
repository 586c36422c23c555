import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { textParam } from '../-search.ts'
import { MaintenanceRoutePage } from '../../views/shell/maintenance/MaintenanceRoutePage.tsx'

/** The maintenance page on its own address; `country` picks the language (spec 1 §2). */
export const Route = createFileRoute('/(shell)/maintenance')({
  validateSearch: z.object({ country: textParam(4) }),
  component: function Maintenance() {
    const { country } = Route.useSearch()
    return <MaintenanceRoutePage country={country} />
  },
})
