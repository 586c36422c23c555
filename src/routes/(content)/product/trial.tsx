import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { TrialPage } from '../../../views/content/trial/TrialPage.tsx'
import { guardAccess } from '../../-access.ts'

/** /product/trial?type=personal|company (spec 2 §4: a type in the query wins). */
export const Route = createFileRoute('/(content)/product/trial')({
  validateSearch: z.object({ type: z.string().max(16).optional().catch(undefined) }),
  beforeLoad: guardAccess('trial'),
  component: function Trial() {
    return <TrialPage type={Route.useSearch().type} />
  },
})
