import { act, screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { i18next } from '../../../src/i18n/index.ts'
import { raisesErrorPopup } from '../../../src/machines/core/failure.ts'
import type { SignInContext } from '../../../src/machines/account/signIn.ts'
import { failureText, SignInPage } from '../../../src/views/account/SignInPage.tsx'
import { renderInRouter } from '../harness.tsx'
import { seeDestination, t, type ViewModel } from '../viewModels.tsx'

/** /member/signin driven as a user would: typing, clicking, reading the form, the alert and the pop-up. */
export const view: ViewModel = {
  render: async (path, effects) => {
    const input = path.input.input as { search: Record<string, string> }
    await renderInRouter(() => <SignInPage search={input.search} />, '/member/signin', effects)
  },
  events: {
    'field.change': async (step, user) => {
      const { field, value } = step.event as unknown as { field: 'id' | 'pw'; value: string }
      const box = screen.getByLabelText(field === 'id' ? t('signIn.idLabel') : t('signIn.pwLabel'))
      await user.clear(box)
      if (value) await user.type(box, value)
    },
    'form.submit': async (_, user) => {
      await user.click(screen.getByRole('button', { name: t('signIn.submit') }))
    },
    'form.retry': async (_, user) => {
      await user.click(screen.getByRole('button', { name: t('signIn.contact.retry') }))
    },
    'integration.continue': async (_, user) => {
      await user.click(screen.getByRole('button', { name: t('signIn.integrate.continue') }))
    },
    // The ALTCHA widget reports a solved proof of work as its statechange event.
    'captcha.solve': async (step) => {
      const { payload } = step.event as unknown as { payload: string }
      const widget = await waitFor(() => {
        const found = screen.getByTestId('signin-captcha').querySelector('altcha-widget')
        if (!found) throw new Error('the captcha widget is not there yet')
        return found
      })
      act(() => {
        widget.dispatchEvent(
          new CustomEvent('statechange', { detail: { state: 'verified', payload } }),
        )
      })
    },
  },
  services: { login: 'Login' },
  see: async (expected, effects) => {
    const c = expected.context as SignInContext
    if (expected.matches('editing')) {
      const form = await screen.findByTestId('signin-form')
      const id = within(form).getByLabelText(t('signIn.idLabel'))
      const pw = within(form).getByLabelText(t('signIn.pwLabel'))
      expect(id).toHaveValue(c.id)
      expect(pw).toHaveValue(c.pw)
      expect(id).toHaveAttribute('aria-invalid', String(c.fieldErrors.id !== null))
      expect(pw).toHaveAttribute('aria-invalid', String(c.fieldErrors.pw !== null))
      if (c.fieldErrors.id)
        expect(
          within(form).getByText(
            t(
              c.fieldErrors.id === 'blank'
                ? 'signIn.fieldErrors.idBlank'
                : 'signIn.fieldErrors.idInvalid',
            ),
          ),
        ).toBeVisible()
      if (c.fieldErrors.pw)
        expect(
          within(form).getByText(
            t(
              c.fieldErrors.pw === 'blank'
                ? 'signIn.fieldErrors.pwBlank'
                : 'signIn.fieldErrors.pwInvalid',
            ),
          ),
        ).toBeVisible()
      if (c.failure) {
        const alert = await screen.findByRole('alert')
        if (c.failure.kind === 'unreachable' && c.error)
          // Spec 1 §8: the global error pop-up is raised for a network or unexpected failure only.
          expect(effects.reportFailure).toHaveBeenCalledTimes(raisesErrorPopup(c.error) ? 1 : 0)
        expect(alert).toHaveTextContent(failureText(i18next.getFixedT('en', 'account'), c.failure))
        if (c.failure.kind === 'rejected')
          expect(alert).toHaveTextContent(`${c.failure.code} - ${c.failure.info}`)
      } else {
        expect(screen.queryByRole('alert')).toBeNull()
      }
      expect(screen.getByRole('button', { name: t('signIn.submit') })).toBeEnabled()
      // The captcha step-up (HTTP 428): the widget shows, and says so when a submit came without it.
      if (c.captchaRequired) {
        const box = await screen.findByTestId('signin-captcha')
        expect(within(box).getByText(i18next.t('signup:stepUp.body'))).toBeVisible()
        if (c.captchaMissing)
          expect(within(box).getByText(i18next.t('signup:stepUp.required'))).toBeVisible()
      } else {
        expect(screen.queryByTestId('signin-captcha')).toBeNull()
      }
      expect(effects.navigate).not.toHaveBeenCalled()
    } else if (expected.matches('submitting')) {
      const button = await screen.findByRole('button', { name: new RegExp(t('signIn.submitting')) })
      expect(button).toBeDisabled()
    } else if (expected.matches('contact')) {
      await screen.findByTestId('signin-contact')
      expect(screen.getByRole('heading', { name: t('signIn.contact.title') })).toBeVisible()
      expect(screen.getByRole('link', { name: t('signIn.contact.link') })).toHaveAttribute(
        'href',
        '/support/contact',
      )
    } else if (expected.matches('integrating')) {
      await screen.findByTestId(`signin-${c.status ?? ''}`)
      const title =
        c.status === 'integrate_closet_ent'
          ? 'signIn.integrate.entTitle'
          : 'signIn.integrate.perTitle'
      expect(screen.getByRole('heading', { name: t(title) })).toBeVisible()
      expect(effects.navigate).not.toHaveBeenCalled()
    } else if (expected.matches('redirecting')) {
      await seeDestination(effects, c.destination)
      expect(effects.sessionChanged).toHaveBeenCalledTimes(1)
    } else {
      throw new Error(`no view expectation for ${JSON.stringify(expected.value)}`)
    }
  },
}
