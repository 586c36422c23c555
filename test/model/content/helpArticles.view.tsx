import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { expect } from 'vitest'
import { i18next } from '../../../src/i18n/index.ts'
import { raisesErrorPopup } from '../../../src/machines/core/failure.ts'
import type { HelpArticlesContext } from '../../../src/machines/content/helpArticles.ts'
import type { HelpContent } from '../../../src/services/content/features.ts'
import { SupportPage } from '../../../src/views/content/features/SupportPage.tsx'
import { answer, renderInRouter, responseFor } from '../harness.tsx'
import type { ViewModel } from '../viewModels.tsx'

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'features', ...options })
const ok = { errCode: 0, errMsg: 'OK' }

/** /support as a visitor meets it: the FAQ and the help sections, or a failure and a retry. */
export const view: ViewModel = {
  render: async (_path, effects) => {
    await renderInRouter(() => <SupportPage />, '/support', effects)
  },
  events: {
    'help.retry': async (_, user) => {
      await user.click(screen.getByRole('button', { name: t('support.retry') }))
    },
  },
  services: {
    // The page asks the FAQ and the sections together, then each section's articles (spec 3 §7).
    loadHelp: {
      endpoints: ['zendeskGetFaq', 'zendeskGetSection', 'zendeskGetArticles'],
      answer: async (event) => {
        if (!event.type.startsWith('xstate.done.')) {
          await answer('zendeskGetFaq', responseFor(event))
          return
        }
        const help = event.output as HelpContent
        await answer('zendeskGetFaq', HttpResponse.json({ result: ok, faq: help.faq }))
        await answer(
          'zendeskGetSection',
          HttpResponse.json({
            result: ok,
            sections: help.sections.map((s) => ({
              id: s.id,
              name: s.name,
              description: s.description,
            })),
          }),
        )
        for (const section of help.sections)
          await answer(
            'zendeskGetArticles',
            HttpResponse.json({ result: ok, articles: section.articles }),
          )
      },
    },
  },
  see: async (expected, effects) => {
    const c = expected.context as HelpArticlesContext
    if (expected.matches('loading'))
      expect(await screen.findByTestId('support-loading')).toHaveTextContent(t('support.loading'))
    else await waitFor(() => expect(screen.queryByTestId('support-loading')).toBeNull())

    if (expected.matches('failed')) {
      const failed = await screen.findByTestId('support-failed')
      expect(failed).toHaveTextContent(t('support.failedTitle'))
      expect(within(failed).getByRole('button', { name: t('support.retry') })).toBeEnabled()
    } else expect(screen.queryByTestId('support-failed')).toBeNull()

    // The answers in the page language: every FAQ entry, every section with its articles.
    if (c.help) {
      const faq = await screen.findAllByTestId('faq-entry')
      expect(faq.map((e) => e.querySelector('summary')?.textContent)).toEqual(
        c.help.faq.map((f) => f.title),
      )
      const sections = screen.getAllByTestId('help-section')
      expect(sections).toHaveLength(c.help.sections.length)
      for (const [i, section] of c.help.sections.entries()) {
        const box = sections[i]
        if (!box) throw new Error(`no section ${section.name}`)
        expect(box).toHaveTextContent(section.name)
        expect(
          within(box)
            .queryAllByTestId('help-article')
            .map((a) => a.textContent),
        ).toEqual(section.articles.map((a) => a.title))
      }
    } else {
      expect(screen.queryByTestId('faq')).toBeNull()
      expect(screen.queryByTestId('help-sections')).toBeNull()
    }
    // The contact form and the help centre are always offered (spec 3 §2).
    expect(screen.getByRole('link', { name: t('support.contact') })).toBeInTheDocument()
    if (c.error && raisesErrorPopup(c.error))
      expect(effects.reportFailure).toHaveBeenLastCalledWith(
        expect.objectContaining({ code: c.error.code }),
      )
  },
}
