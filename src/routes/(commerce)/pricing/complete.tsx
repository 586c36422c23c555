import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { optionalParam } from '../../-search.ts'
import {
  COMPLETE_TYPES,
  PricingCompletePage,
} from '../../../views/commerce/PricingCompletePage.tsx'

/** /pricing/complete?type= (spec 2 §2): per, ent, fail, progress; anything else reads as progress. */
export const Route = createFileRoute('/(commerce)/pricing/complete')({
  validateSearch: z.object({ type: optionalParam(z.enum(COMPLETE_TYPES)) }),
  component: function PricingComplete() {
    return <PricingCompletePage type={Route.useSearch().type ?? 'progress'} />
  },
})
