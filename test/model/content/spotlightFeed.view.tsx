import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { expect } from 'vitest'
import type { SpotlightFeedContext } from '../../../src/machines/content/spotlightFeed.ts'
import { i18next } from '../../../src/i18n/index.ts'
import { SpotlightFeedPage } from '../../../src/views/content/spotlight/SpotlightFeedPage.tsx'
import { answer, renderInRouter } from '../harness.tsx'
import type { ViewModel } from '../viewModels.tsx'

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'spotlight', ...options })

/** The search answered from a step: a page in the contract's envelope, or the step's failure as the server would send it. */
const search = {
  endpoints: ['CommunitySearch'],
  answer: (event: { type: string; output?: unknown; error?: unknown }) => {
    if (event.type.startsWith('xstate.done.actor.'))
      return answer(
        'CommunitySearch',
        HttpResponse.json({
          result: { errCode: 0, errMsg: 'OK' },
          pageSize: 12,
          ...(event.output as Record<string, unknown>),
        }),
      )
    const failure = event.error as { status: number; message: string; code: number }
    return answer(
      'CommunitySearch',
      failure.status === 0
        ? 'network'
        : HttpResponse.json(
            { result: { errCode: failure.code, errMsg: failure.message } },
            { status: failure.status },
          ),
    )
  },
}

/** /learn/userspotlight: the feed, show more, the keyword search, retry. */
export const view: ViewModel = {
  render: async (_path, effects) => {
    await renderInRouter(() => <SpotlightFeedPage />, '/learn/userspotlight', effects)
  },
  events: {
    // With every post listed there is no button: the user cannot ask, and nothing changes.
    'feed.more': async (_step, user) => {
      const more = screen.queryByTestId('spotlight-more')
      if (more) await user.click(more)
    },
    'feed.retry': async (_step, user) => {
      await user.click(screen.getByRole('button', { name: t('feed.retry') }))
    },
    'feed.search': async (step, user) => {
      const input = screen.getByTestId('spotlight-keyword')
      await user.clear(input)
      await user.type(input, (step.event as { keyword?: string }).keyword ?? '')
      await user.click(screen.getByRole('button', { name: t('feed.search') }))
    },
  },
  services: { searchFirst: search, searchMore: search },
  see: async (expected) => {
    const c = expected.context as SpotlightFeedContext
    if (expected.matches('loading')) {
      await waitFor(() => expect(screen.getByText(t('feed.loading'))).toBeTruthy())
      return
    }
    await waitFor(() => expect(screen.queryByText(t('feed.loading'))).toBeNull())
    await waitFor(() =>
      expect(screen.queryAllByTestId('spotlight-card')).toHaveLength(c.posts.length),
    )
    screen.queryAllByTestId('spotlight-card').forEach((card, i) => {
      expect(within(card).getByText(c.posts[i]?.title ?? '?')).toBeTruthy()
    })
    if (expected.matches('failed'))
      expect(screen.getByTestId('spotlight-failed')).toHaveTextContent(t('feed.failedTitle'))
    else expect(screen.queryByTestId('spotlight-failed')).toBeNull()
    if (expected.matches('ready') && c.posts.length === 0)
      expect(screen.getByTestId('spotlight-empty')).toHaveTextContent(t('feed.empty'))
    if (expected.matches('ready') && c.error !== null && c.posts.length > 0)
      expect(screen.getByText(t('feed.moreFailed'))).toBeTruthy()
    const more = screen.queryByTestId('spotlight-more')
    if (expected.matches('loadingMore')) expect(more).toHaveAttribute('aria-busy', 'true')
    else if (expected.matches('ready') && c.lastSort !== null && c.posts.length < c.totalCount)
      expect(more).toHaveTextContent(t('feed.more'))
    else expect(more).toBeNull()
  },
}
