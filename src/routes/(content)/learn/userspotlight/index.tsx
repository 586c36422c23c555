import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { spotlightFeedMachine } from '../../../../machines/content/spotlightFeed.ts'
import {
  SPOTLIGHT_INPUT,
  SpotlightFeedPage,
} from '../../../../views/content/spotlight/SpotlightFeedPage.tsx'
import { optionalParam } from '../../../-search.ts'
import { settle } from '../../../-settle.ts'

export const Route = createFileRoute('/(content)/learn/userspotlight/')({
  /**
   * `?postId=` opens that post in a modal over the feed (spec 3 §2). The router reads a number from
   * the address; the id is a positive whole number of at most 9 digits (CommunityPostId).
   */
  validateSearch: z.object({
    postId: optionalParam(z.number().check(z.int(), z.gte(1), z.lte(999_999_999))),
  }),
  /**
   * The first page of the feed, loaded by its machine so the page arrives with it (rendered on
   * the server). Opening or closing a post changes only the search and keeps the feed: the
   * loader runs once.
   */
  shouldReload: false,
  loader: async () => {
    const { persisted, snapshot } = await settle(
      spotlightFeedMachine,
      SPOTLIGHT_INPUT,
      (s) => !s.matches('loading'),
    )
    return snapshot.matches('ready') ? persisted : undefined
  },
  component: function UserSpotlight() {
    const { postId } = Route.useSearch()
    return (
      <SpotlightFeedPage
        snapshot={Route.useLoaderData()}
        postId={postId === undefined ? undefined : String(postId)}
      />
    )
  },
})
