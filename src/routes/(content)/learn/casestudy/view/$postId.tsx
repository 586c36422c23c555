import { createFileRoute, redirect } from '@tanstack/react-router'
import { contentPostMachine } from '../../../../../machines/content/contentPost.ts'
import {
  CASES_PATH,
  CaseStudyPostPage,
} from '../../../../../views/content/cases/CaseStudyPages.tsx'
import { settle } from '../../../../-settle.ts'

/** The post number of the address, or 0 (no such post) when it is not a positive integer. */
const seqOf = (param: string): number => (/^[1-9]\d{0,9}$/.test(param) ? Number(param) : 0)

export const Route = createFileRoute('/(content)/learn/casestudy/view/$postId')({
  /** The case study, rendered on the server; a missing one goes back to the list (spec 3 §2). */
  loader: async ({ context, params }) => {
    const seq = seqOf(params.postId)
    if (seq === 0 || seq > 2_147_483_647) throw redirect({ href: CASES_PATH, replace: true })
    const { persisted, snapshot } = await settle(
      contentPostMachine,
      { language: context.language, seq, missingTo: CASES_PATH },
      (s) => !s.matches('loading'),
    )
    if (snapshot.matches('missing')) throw redirect({ href: CASES_PATH, replace: true })
    return { seq, snapshot: snapshot.matches('shown') ? persisted : undefined }
  },
  component: function CaseStudyPost() {
    const { seq, snapshot } = Route.useLoaderData()
    return <CaseStudyPostPage seq={seq} missingTo={CASES_PATH} snapshot={snapshot} />
  },
})
