import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { contentListMachine } from '../../../../machines/content/contentList.ts'
import { CASE_LIST, CaseStudyListPage } from '../../../../views/content/cases/CaseStudyPages.tsx'
import { optionalParam } from '../../../-search.ts'
import { settle } from '../../../-settle.ts'

export const Route = createFileRoute('/(content)/learn/casestudy/')({
  /** `?postId=` opens that case study in a modal over the list (spec 3 §2). */
  validateSearch: z.object({
    postId: optionalParam(z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647))),
  }),
  /** The first 3 case studies, rendered on the server; opening a post keeps the list (runs once). */
  shouldReload: false,
  loader: async ({ context }) => {
    const { persisted, snapshot } = await settle(
      contentListMachine,
      { language: context.language, ...CASE_LIST },
      (s) => !s.matches('loading'),
    )
    return snapshot.matches('ready') ? persisted : undefined
  },
  component: function CaseStudies() {
    return <CaseStudyListPage snapshot={Route.useLoaderData()} postId={Route.useSearch().postId} />
  },
})
