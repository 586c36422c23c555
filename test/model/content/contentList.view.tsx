import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { expect } from 'vitest'
import type { ContentListContext } from '../../../src/machines/content/contentList.ts'
import { i18next } from '../../../src/i18n/index.ts'
import { NewsListPage } from '../../../src/views/content/news/NewsListPage.tsx'
import { answer, renderInRouter, responseFor } from '../harness.tsx'
import type { ViewModel } from '../viewModels.tsx'

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'content', ...options })

/** GetList answered from a step: a page of posts in the contract's envelope, or the step's failure. */
const getList = {
  endpoints: ['GetList'],
  answer: (event: { type: string; output?: unknown; error?: unknown }) =>
    answer(
      'GetList',
      event.type.startsWith('xstate.done.actor.')
        ? HttpResponse.json({
            result: { errCode: 0, errMsg: 'OK' },
            ...(event.output as Record<string, unknown>),
          })
        : responseFor(event),
    ),
}

/** /support/news (and any list of the same machine): placeholders, posts, load-more, retry. */
export const view: ViewModel = {
  render: async (path, effects) => {
    const { articleType, pageSize, mode } = path.input.input as ContentListContext
    await renderInRouter(
      () => <NewsListPage list={{ articleType, pageSize, mode }} />,
      '/support/news',
      effects,
    )
  },
  events: {
    // With every post listed there is no button: the user cannot ask, and nothing changes.
    'list.more': async (_step, user) => {
      const more = screen.queryByTestId('news-more')
      if (more) await user.click(more)
    },
    'list.retry': async (_step, user) => {
      await user.click(screen.getByRole('button', { name: t('list.retry') }))
    },
  },
  services: { loadPage: getList, loadMore: getList },
  see: async (expected) => {
    const c = expected.context as ContentListContext
    if (expected.matches('loading')) {
      await waitFor(() => expect(screen.getAllByTestId('news-placeholder')).toHaveLength(20))
      expect(screen.queryByTestId('news-card')).toBeNull()
      return
    }
    await waitFor(() => expect(screen.queryAllByTestId('news-placeholder')).toHaveLength(0))
    await waitFor(() => expect(screen.queryAllByTestId('news-card')).toHaveLength(c.items.length))
    screen.queryAllByTestId('news-card').forEach((card, i) => {
      expect(within(card).getByText(c.items[i]?.title ?? '?')).toBeTruthy()
    })
    if (expected.matches('failed')) {
      expect(screen.getByTestId('news-failed')).toHaveTextContent(t('list.failedTitle'))
      expect(screen.getByRole('button', { name: t('list.retry') })).toBeTruthy()
    } else {
      expect(screen.queryByTestId('news-failed')).toBeNull()
    }
    if (expected.matches('ready') && c.loadState === -1)
      expect(screen.getByTestId('news-empty')).toHaveTextContent(t('list.empty'))
    const more = screen.queryByTestId('news-more')
    if (expected.matches('loadingMore')) expect(more).toHaveAttribute('aria-busy', 'true')
    else if (expected.matches('ready') && c.items.length < c.totalCnt)
      expect(more).toHaveTextContent(t('list.more'))
    else expect(more).toBeNull()
  },
}
