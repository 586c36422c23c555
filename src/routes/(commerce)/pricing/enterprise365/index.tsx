import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { optionalParam } from '../../../-search.ts'
import { ENTERPRISE365_ID } from '../-pricingSearch.ts'

/** /pricing/enterprise365?id={id}&value=e365, rewritten to /pricing/enterprise365/{id}/e365 (spec 2 §2). */
export const Route = createFileRoute('/(commerce)/pricing/enterprise365/')({
  validateSearch: z.object({
    id: optionalParam(ENTERPRISE365_ID),
    value: optionalParam(z.literal('e365')),
  }),
  beforeLoad: ({ search }) => {
    if (search.id === undefined || search.value === undefined) throw notFound()
    throw redirect({
      to: '/pricing/enterprise365/$id/$value',
      params: { id: search.id, value: search.value },
      replace: true,
    })
  },
})
