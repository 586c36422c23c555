import { screen, waitFor } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { expect } from 'vitest'
import type { ContentPostContext } from '../../../src/machines/content/contentPost.ts'
import { i18next } from '../../../src/i18n/index.ts'
import { NewsPostPage } from '../../../src/views/content/news/NewsPostPage.tsx'
import { answer, renderInRouter, responseFor } from '../harness.tsx'
import { seeDestination, type ViewModel } from '../viewModels.tsx'

const t = (key: string) => i18next.t(key, { ns: 'content' })

/** /support/news/view/{postId}: the post, a retry after a failure, a redirect when it is missing. */
export const view: ViewModel = {
  render: async (path, effects) => {
    const { seq, missingTo } = path.input.input as ContentPostContext
    await renderInRouter(
      () => <NewsPostPage seq={seq} missingTo={missingTo} />,
      `/support/news/view/${String(seq)}`,
      effects,
    )
  },
  events: {
    'post.retry': async (_step, user) => {
      await user.click(screen.getByTestId('post-retry'))
    },
  },
  services: {
    loadPost: {
      endpoints: ['GetView'],
      answer: (event) =>
        answer(
          'GetView',
          event.type.startsWith('xstate.done.actor.')
            ? HttpResponse.json({ result: { errCode: 0, errMsg: 'OK' }, info: event.output })
            : responseFor(event),
        ),
    },
  },
  see: async (expected, effects) => {
    const c = expected.context as ContentPostContext
    if (expected.matches('loading')) {
      await screen.findByTestId('post-loading')
      expect(screen.getByRole('status')).toHaveTextContent(t('post.loading'))
    } else if (expected.matches('shown')) {
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(c.post?.title ?? '?'),
      )
      expect(effects.navigate).not.toHaveBeenCalled()
    } else if (expected.matches('failed')) {
      await screen.findByTestId('post-retry')
      expect(screen.getByRole('alert')).toHaveTextContent(t('post.failed'))
      expect(effects.navigate).not.toHaveBeenCalled()
    } else if (expected.matches('missing')) {
      await seeDestination(effects, c.destination)
    } else {
      throw new Error(`no view expectation for ${JSON.stringify(expected.value)}`)
    }
  },
}
