import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { contentListMachine } from '../../../../machines/content/contentList.ts'
import { NEWS_LIST, NewsListPage } from '../../../../views/content/news/NewsListPage.tsx'
import { optionalParam } from '../../../-search.ts'
import { settle } from '../../../-settle.ts'

export const Route = createFileRoute('/(content)/support/news/')({
  /** `?postId=` opens that post in a modal over the list (spec 3 §2). */
  validateSearch: z.object({
    postId: optionalParam(z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647))),
  }),
  /**
   * The first page of news, loaded by its machine so the page arrives with it (rendered on the
   * server). Only a loaded list is handed over: after a failure the page's own actor asks again in
   * the browser, where a network failure can raise the global error pop-up. Opening or closing a
   * post changes only the search, and must keep the list as it is: the loader runs once.
   */
  shouldReload: false,
  loader: async ({ context }) => {
    const { persisted, snapshot } = await settle(
      contentListMachine,
      { language: context.language, ...NEWS_LIST },
      (s) => !s.matches('loading'),
    )
    return snapshot.matches('ready') ? persisted : undefined
  },
  component: function NewsList() {
    return <NewsListPage snapshot={Route.useLoaderData()} postId={Route.useSearch().postId} />
  },
})
