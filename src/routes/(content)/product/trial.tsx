import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { textParam } from '../../-search.ts'
import { TrialPage } from '../../../views/content/trial/TrialPage.tsx'
import { guardAccess } from '../../-access.ts'

/** /product/trial?type=personal|company (spec 2 §4: a type in the query wins). */
export const Route = createFileRoute('/(content)/product/trial')({
  validateSearch: z.object({ type: textParam(16) }),
  beforeLoad: guardAccess('trial'),
  component: function Trial() {
    return <TrialPage type={Route.useSearch().type} />
  },
})
