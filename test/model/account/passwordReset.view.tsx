import { act, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { i18next } from '../../../src/i18n/index.ts'
import { RULE_CHECK_DEBOUNCE_MS } from '../../../src/machines/account/passwordChange.ts'
import type {
  PasswordResetContext,
  ResetField,
} from '../../../src/machines/account/passwordReset.ts'
import { raisesErrorPopup } from '../../../src/machines/core/failure.ts'
import { ResetLinkPage } from '../../../src/views/account/reset/ResetLinkPage.tsx'
import { ResetRequestPage } from '../../../src/views/account/reset/ResetRequestPage.tsx'
import { renderInRouter } from '../harness.tsx'
import { seeDestination, type ViewModel } from '../viewModels.tsx'

const r = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'reset', ...options })
const LABELS: Record<ResetField, string> = {
  password: 'form.passwordLabel',
  confirm: 'form.confirmLabel',
}
const box = (field: ResetField) => screen.getByLabelText(r(LABELS[field]))
const emailBox = () => screen.getByLabelText(r('request.emailLabel'))
const ruleStates = () =>
  Object.fromEntries(
    within(screen.getByRole('list', { name: i18next.t('kit:password.rules') }))
      .getAllByRole('listitem')
      .map((li) => [li.dataset.rule ?? '', li.dataset.state ?? '']),
  )
const fieldErrorKey = (field: ResetField, error: string) =>
  field === 'password' && error === 'tooShort' ? 'form.errors.rules' : `form.errors.${error}`

/** Which request endpoint answers: the company form calls SendResetCompanyPwMail. */
let company = false

/** /member/resetpw and the link's /member/identify as a member who forgot the password meets them. */
export const view: ViewModel = {
  render: async (path, effects) => {
    const { token } = path.input.input as { token: string | null }
    company = false
    if (token === null) await renderInRouter(() => <ResetRequestPage />, '/member/resetpw', effects)
    else await renderInRouter(() => <ResetLinkPage token={token} />, '/member/identify', effects)
  },
  events: {
    'email.change': async (step, user) => {
      const { value } = step.event as unknown as { value: string }
      await user.clear(emailBox())
      if (value) await user.type(emailBox(), value)
    },
    'kind.change': async (_, user) => {
      company = true
      await user.click(screen.getByRole('radio', { name: r('request.company') }))
    },
    'field.change': async (step, user) => {
      const { field, value } = step.event as unknown as { field: ResetField; value: string }
      if ((box(field) as HTMLInputElement).value === value) return
      await user.clear(box(field))
      if (value) await user.type(box(field), value)
    },
    'field.paste': async (_, user) => {
      await user.click(box('password'))
      await user.paste('Pasted#2026')
    },
    'key.alt': async (_, user) => {
      await user.click(box('password'))
      await user.keyboard('{Alt}')
    },
    'xstate.after.ruleCheckDelay.passwordReset.choosing.checking': async (_, __, effects) => {
      await act(async () => {
        effects.clock.increment(RULE_CHECK_DEBOUNCE_MS)
        await Promise.resolve()
      })
    },
    'form.submit': async (_, user) => {
      const name = screen.queryByTestId('resetpw-form') ? r('request.submit') : r('form.submit')
      await user.click(screen.getByRole('button', { name }))
    },
  },
  services: {
    get sendResetMail() {
      return company ? 'SendResetCompanyPwMail' : 'SendResetPwMail'
    },
    checkLink: 'CheckVaildPwMail',
    setPassword: 'SetPw',
  },
  see: async (expected, effects) => {
    const c = expected.context as PasswordResetContext
    if (expected.matches('requesting') || expected.matches('sending')) {
      await screen.findByTestId('resetpw-form')
      expect(emailBox()).toHaveValue(c.email)
      expect(screen.getByTestId('reset-status')).toHaveAttribute('data-status', String(c.status))
      const companyRadio = screen.getByRole<HTMLInputElement>('radio', {
        name: r('request.company'),
      })
      expect(companyRadio.checked).toBe(c.company)
      if (c.emailError)
        expect(emailBox()).toHaveAccessibleDescription(
          expect.stringContaining(r(`request.errors.${c.emailError}`)),
        )
      else expect(emailBox()).toHaveAttribute('aria-invalid', 'false')
      if (expected.matches('sending'))
        expect(
          await screen.findByRole('button', { name: new RegExp(r('request.sending')) }),
        ).toBeDisabled()
      expect(effects.navigate).not.toHaveBeenCalled()
    } else if (expected.matches('opening') || expected.matches('checkingLink')) {
      await screen.findByTestId('identify-checking')
    } else if (expected.matches('choosing') || expected.matches('saving')) {
      await screen.findByTestId('identify-form')
      for (const field of ['password', 'confirm'] as const) {
        expect(box(field)).toHaveValue(c[field])
        const error = c.fieldErrors[field]
        expect(box(field)).toHaveAttribute('aria-invalid', String(error !== null))
        if (error)
          expect(box(field)).toHaveAccessibleDescription(
            expect.stringContaining(r(fieldErrorKey(field, error))),
          )
      }
      expect(ruleStates()).toEqual(c.ruleStates)
      if (c.pasted) expect(screen.getByText(r('form.copied'))).toBeVisible()
      else expect(screen.queryByText(r('form.copied'))).toBeNull()
      if (c.error) {
        expect(await screen.findByTestId('identify-error')).toBeVisible()
        expect(effects.reportFailure).toHaveBeenCalledTimes(raisesErrorPopup(c.error) ? 1 : 0)
      } else expect(screen.queryByTestId('identify-error')).toBeNull()
      if (expected.matches('saving'))
        expect(
          await screen.findByRole('button', { name: new RegExp(r('form.submitting')) }),
        ).toBeDisabled()
      expect(effects.navigate).not.toHaveBeenCalled()
    } else if (expected.status === 'done') {
      await seeDestination(effects, c.destination)
      if (expected.matches('unable') && c.token !== null)
        expect(effects.reportFailure).toHaveBeenCalledTimes(1)
    } else {
      throw new Error(`no view expectation for ${JSON.stringify(expected.value)}`)
    }
  },
}
