import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { contentPostMachine } from '../../../../../machines/content/contentPost.ts'
import { NEWS_PATH } from '../../../../../views/content/news/NewsListPage.tsx'
import { NewsPostPage } from '../../../../../views/content/news/NewsPostPage.tsx'
import { optionalParam } from '../../../../-search.ts'
import { settle } from '../../../../-settle.ts'

/** A site path the caller may name for a missing post (never another site: no `//`, no scheme). */
const SitePath = z.string().check(z.maxLength(200), z.regex(/^\/(?!\/)[\w\-/]*$/))

/** The post number of the address, or 0 (no such post) when it is not a positive integer. */
const seqOf = (param: string): number => (/^[1-9]\d{0,9}$/.test(param) ? Number(param) : 0)

export const Route = createFileRoute('/(content)/support/news/view/$postId')({
  /** `?from=` is the route a missing post sends the visitor to (spec 3 §2); the list otherwise. */
  validateSearch: z.object({ from: optionalParam(SitePath) }),
  loaderDeps: ({ search }) => ({ from: search.from }),
  /**
   * The post, loaded by its machine so the page arrives with it. A missing post (GetView answers no
   * info, or the address names no post) is a redirect, on the server as in the browser.
   */
  loader: async ({ context, params, deps }) => {
    const missingTo = deps.from ?? NEWS_PATH
    const seq = seqOf(params.postId)
    if (seq === 0 || seq > 2_147_483_647) throw redirect({ href: missingTo, replace: true })
    const { persisted, snapshot } = await settle(
      contentPostMachine,
      { language: context.language, seq, missingTo },
      (s) => !s.matches('loading'),
    )
    if (snapshot.matches('missing')) throw redirect({ href: missingTo, replace: true })
    return { seq, missingTo, snapshot: snapshot.matches('shown') ? persisted : undefined }
  },
  component: function NewsPost() {
    const { seq, missingTo, snapshot } = Route.useLoaderData()
    return <NewsPostPage seq={seq} missingTo={missingTo} snapshot={snapshot} />
  },
})
