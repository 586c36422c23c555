import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { expect } from 'vitest'
import { TUTORIAL_NOT_FOUND } from '../../../src/contract/index.ts'
import { i18next } from '../../../src/i18n/index.ts'
import { raisesErrorPopup } from '../../../src/machines/core/failure.ts'
import type { TutorialsContext } from '../../../src/machines/content/tutorials.ts'
import { isApiError } from '../../../src/services/core/apiError.ts'
import { TutorialsPage } from '../../../src/views/content/features/TutorialsPage.tsx'
import { answer, renderInRouter, responseFor } from '../harness.tsx'
import type { SplitService, ViewModel } from '../viewModels.tsx'

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'features', ...options })

/**
 * A tutorial call answered from the path: its output in the contract's field, a refusal as the
 * errCode answer the service throws as "{errCode}:{errMsg}" (spec 3 §8), any other failure as is.
 */
const tutorialCall = (endpoint: string, field: 'list' | 'info', empty: unknown): SplitService => ({
  endpoints: [endpoint],
  answer: async (event) => {
    const ok = { errCode: 0, errMsg: 'OK' }
    if (event.type.startsWith('xstate.done.')) {
      await answer(endpoint, HttpResponse.json({ result: ok, [field]: event.output }))
      return
    }
    const error = event.error
    if (isApiError(error) && error.kind === 'http' && error.status === 200) {
      const errMsg = error.message.slice(error.message.indexOf(':') + 1)
      await answer(
        endpoint,
        HttpResponse.json({ result: { errCode: error.code, errMsg }, [field]: empty }),
      )
      return
    }
    await answer(endpoint, responseFor(event))
  },
})

/** /learn/tutorials as a visitor meets it: the list, a lesson in its dialog, the failures and a retry. */
export const view: ViewModel = {
  render: async (_path, effects) => {
    await renderInRouter(() => <TutorialsPage />, '/learn/tutorials', effects)
  },
  events: {
    'tutorial.open': async (step, user) => {
      const { seq } = step.event as unknown as { seq: number }
      const card = screen.getAllByTestId('tutorial-card')[seq - 1]
      if (!card) throw new Error(`no tutorial ${String(seq)}`)
      await user.click(within(card).getByRole('button', { name: t('tutorials.open') }))
    },
    'tutorial.close': async (_, user) => {
      // The lesson's dialog closes by Escape; a lesson's failure by its own close button.
      if (screen.queryByTestId('tutorial-dialog')) {
        await user.keyboard('{Escape}')
        return
      }
      const box = screen.queryByTestId('tutorials-error')
      const close = box ? within(box).queryByRole('button', { name: t('tutorials.close') }) : null
      // With nothing open, closing changes nothing (the machine's self-transition).
      if (close) await user.click(close)
    },
    'tutorials.retry': async (_, user) => {
      await user.click(screen.getByRole('button', { name: t('tutorials.retry') }))
    },
  },
  services: {
    loadList: tutorialCall('GetTutorialList', 'list', []),
    loadTutorial: tutorialCall('GetTutorialView', 'info', null),
  },
  see: async (expected, effects) => {
    const c = expected.context as TutorialsContext
    if (expected.matches('loading'))
      expect(await screen.findByRole('status')).toHaveTextContent(t('tutorials.loading'))
    else await waitFor(() => expect(screen.queryByRole('status')).toBeNull())

    // The lessons listed (spec 3 §7), each with its title and its way in.
    await waitFor(() =>
      expect(screen.queryAllByTestId('tutorial-card')).toHaveLength(c.list.length),
    )
    for (const [i, tutorial] of c.list.entries())
      expect(screen.getAllByTestId('tutorial-card')[i]).toHaveTextContent(tutorial.title)
    if (expected.matches('opening'))
      for (const button of screen.getAllByRole('button', { name: t('tutorials.open') }))
        expect(button).toHaveAttribute('aria-busy', 'true')

    if (c.open) {
      const dialog = await screen.findByTestId('tutorial-dialog')
      expect(dialog).toHaveTextContent(c.open.title)
      expect(dialog).toHaveTextContent(c.open.body)
    } else await waitFor(() => expect(screen.queryByTestId('tutorial-dialog')).toBeNull())

    // A failure is shown by its translated message and its code (spec 3 §8); the list's offers a retry.
    if (c.error) {
      const box = await screen.findByTestId('tutorials-error')
      expect(box).toHaveTextContent(
        t(
          c.error.code === TUTORIAL_NOT_FOUND
            ? 'tutorials.errors.notFound'
            : 'tutorials.errors.failed',
        ),
      )
      expect(box).toHaveTextContent(t('tutorials.errors.code', { code: c.error.code }))
      const retry = within(box).queryByRole('button', { name: t('tutorials.retry') })
      const close = within(box).queryByRole('button', { name: t('tutorials.close') })
      if (expected.matches('failed')) {
        expect(retry).not.toBeNull()
        expect(close).toBeNull()
      } else {
        expect(retry).toBeNull()
        expect(close).not.toBeNull()
      }
      if (raisesErrorPopup(c.error))
        expect(effects.reportFailure).toHaveBeenLastCalledWith(
          expect.objectContaining({ code: c.error.code }),
        )
    } else expect(screen.queryByTestId('tutorials-error')).toBeNull()
  },
}
