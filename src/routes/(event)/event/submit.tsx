import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { SUBMISSION_KINDS } from '../../../contract/index.ts'
import { optionalParam } from '../../-search.ts'
import { CommunitySubmissionPage } from '../../../views/event/CommunitySubmissionPage.tsx'

/**
 * /event/submit (spec 3 §2 "Event and community": the community submission form, artwork or case,
 * with its zip). Spec 3 names no address for it; it sits beside /event/steam. Open to visitors:
 * FF2112 asks for no session. `?kind=case` opens the case form; anything else the artwork form.
 */
export const Route = createFileRoute('/(event)/event/submit')({
  validateSearch: z.object({ kind: optionalParam(z.enum(SUBMISSION_KINDS)) }),
  component: function CommunitySubmission() {
    return <CommunitySubmissionPage kind={Route.useSearch().kind ?? 'artwork'} />
  },
})
