import { screen, waitFor } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { expect } from 'vitest'
import { i18next } from '../../../src/i18n/index.ts'
import { raisesErrorPopup } from '../../../src/machines/core/failure.ts'
import type {
  TrialInquiryContext,
  TrialTextField,
} from '../../../src/machines/leads/trialInquiry.ts'
import { TrialFormPage } from '../../../src/views/leads/TrialFormPage.tsx'
import { answer, renderInRouter, responseFor } from '../harness.tsx'
import type { ViewModel } from '../viewModels.tsx'

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'leads', ...options })
const TEXT: readonly TrialTextField[] = [
  'fullName',
  'businessEmail',
  'companyName',
  'companyWebpage',
  'inquiry',
]
const box = (field: string) => screen.getByTestId(`trial-${field}`)
const result = (errCode: number) => ({ result: { errCode, errMsg: errCode === 0 ? 'OK' : 'no' } })

/** /product/trial/form as a visitor meets it: typing, leaving fields, ticking, sending, the answers. */
export const view: ViewModel = {
  render: async (_path, effects) => {
    await renderInRouter(() => <TrialFormPage />, '/product/trial/form', effects)
  },
  events: {
    'field.change': async (step, user) => {
      const { field, value } = step.event as unknown as { field: string; value: string }
      const control = box(field)
      if (control instanceof HTMLSelectElement) {
        await user.selectOptions(control, value)
        return
      }
      if ((control as HTMLInputElement).value === value) return
      await user.clear(control)
      // Long texts are pasted (typing 200 characters costs seconds per path).
      control.focus()
      await user.paste(value)
    },
    'field.blur': async (step, user) => {
      const { field } = step.event as unknown as { field: string }
      box(field).focus()
      await user.tab()
    },
    'newsletter.toggle': async (_, user) => {
      await user.click(box('newsletter'))
    },
    'agree.toggle': async (_, user) => {
      await user.click(box('agree'))
    },
    'form.submit': async (_, user) => {
      await user.click(box('send'))
    },
    'form.restart': async (_, user) => {
      await user.click(await screen.findByTestId('trial-again'))
    },
  },
  services: {
    checkFields: {
      endpoints: ['CheckName', 'CheckEmail'],
      // CheckName for the name, then for the company; CheckEmail for the e-mail.
      answer: async (event) => {
        const out = (event.output ?? {}) as Partial<Record<TrialTextField, number>>
        const done = event.type.startsWith('xstate.done.')
        await answer(
          'CheckName',
          done ? HttpResponse.json(result(out.fullName ?? 0)) : responseFor(event),
        )
        await answer(
          'CheckName',
          done ? HttpResponse.json(result(out.companyName ?? 0)) : responseFor(event),
        )
        await answer(
          'CheckEmail',
          done ? HttpResponse.json(result(out.businessEmail ?? 0)) : responseFor(event),
        )
      },
    },
    sendInquiry: 'TrialInquiry',
  },
  see: async (expected, effects) => {
    const c = expected.context as TrialInquiryContext
    if (expected.matches('complete')) {
      const done = await screen.findByTestId('trial-complete')
      expect(done).toHaveTextContent(t('trial.complete.title'))
      expect(screen.queryByTestId('trial-form')).toBeNull()
      return
    }
    if (expected.matches('checking') || expected.matches('sending')) {
      await waitFor(() => expect(box('send')).toHaveAttribute('aria-busy', 'true'))
      expect(box('send')).toBeDisabled()
      return
    }
    if (!expected.matches('editing'))
      throw new Error(`no view expectation for ${JSON.stringify(expected.value)}`)
    await screen.findByTestId('trial-form')
    await waitFor(() => expect(box('send')).not.toHaveAttribute('aria-busy'))
    for (const field of TEXT) {
      expect(box(field)).toHaveValue(c.values[field])
      const failed = c.fields[field].state === 'fail'
      expect(box(field), field).toHaveAttribute('aria-invalid', String(failed))
    }
    expect(box('jobTitle')).toHaveValue(c.values.jobTitle)
    expect(box('domain')).toHaveValue(c.values.domain)
    expect((box('newsletter') as HTMLInputElement).checked).toBe(c.newsletter)
    expect((box('agree') as HTMLInputElement).checked).toBe(c.agree)
    expect(box('agree')).toHaveAttribute('aria-invalid', String(c.fields.agree.state === 'fail'))
    if (c.formError) {
      const alert = await screen.findByTestId('trial-error')
      expect(alert).toHaveTextContent(
        t(c.formError === 'refused' ? 'trial.refused' : 'trial.failed'),
      )
      if (c.formError === 'failed' && c.error)
        expect(effects.reportFailure).toHaveBeenCalledTimes(raisesErrorPopup(c.error) ? 1 : 0)
    } else expect(screen.queryByTestId('trial-error')).toBeNull()
  },
}
