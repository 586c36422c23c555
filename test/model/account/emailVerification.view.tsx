import { act, screen } from '@testing-library/react'
import { expect } from 'vitest'
import { RESEND_THROTTLE_MS } from '../../../src/contract/index.ts'
import { i18next } from '../../../src/i18n/index.ts'
import type {
  EmailVerificationContext,
  EmailVerificationInput,
} from '../../../src/machines/account/emailVerification.ts'
import { raisesErrorPopup } from '../../../src/machines/core/failure.ts'
import { AddEmailPage } from '../../../src/views/account/verify/AddEmailPage.tsx'
import { ResendPanel } from '../../../src/views/account/verify/ResendPanel.tsx'
import { VerifyLinkPage } from '../../../src/views/account/verify/VerifyLinkPage.tsx'
import { renderInRouter } from '../harness.tsx'
import { seeDestination, type ViewModel } from '../viewModels.tsx'

const v = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'verify', ...options })
const emailBox = () => screen.getByLabelText(v('add.emailLabel'))
const EMAIL = 'unverified@demo.drape3d.test'

/** The verification link, the resend button and /member/addemail, as the member meets them. */
export const view: ViewModel = {
  render: async (path, effects) => {
    const input = path.input.input as EmailVerificationInput
    if (input.mode === 'link')
      await renderInRouter(
        () => <VerifyLinkPage token={input.token} />,
        '/member/emailverify',
        effects,
      )
    else if (input.mode === 'resend')
      await renderInRouter(
        () => <ResendPanel user={{ id: input.id, comId: input.comId, email: EMAIL }} />,
        '/member/emailverifywarning',
        effects,
      )
    else
      await renderInRouter(
        () => <AddEmailPage id={input.id} comId={input.comId} />,
        '/member/addemail',
        effects,
      )
  },
  events: {
    'resend.request': async (_, user) => {
      await user.click(screen.getByTestId('resend-button'))
    },
    'xstate.after.resendThrottle.emailVerification.coolingDown': async (_, __, effects) => {
      await act(async () => {
        effects.clock.increment(RESEND_THROTTLE_MS)
        await Promise.resolve()
      })
    },
    'email.change': async (step, user) => {
      const { value } = step.event as unknown as { value: string }
      await user.clear(emailBox())
      if (value) await user.type(emailBox(), value)
    },
    'form.submit': async (_, user) => {
      await user.click(screen.getByRole('button', { name: v('add.submit') }))
    },
    'link.retry': async (_, user) => {
      await user.click(screen.getByRole('button', { name: v('link.retry') }))
    },
  },
  services: {
    verifyEmail: 'VerifyEmail',
    resendVerifyEmail: 'ResendVerifyEmail',
    setEmail: 'SetEmail',
  },
  see: async (expected, effects) => {
    const c = expected.context as EmailVerificationContext
    if (expected.matches('opening') || expected.matches('verifying')) {
      await screen.findByTestId('emailverify-verifying')
    } else if (expected.matches('verified')) {
      await screen.findByTestId('emailverify-verified')
      expect(screen.getByRole('status')).toHaveTextContent(v('link.verified'))
      expect(effects.sessionChanged).toHaveBeenCalledTimes(1)
    } else if (expected.matches('linkExpired')) {
      await screen.findByTestId('emailverify-expired')
      expect(screen.getByRole('status')).toHaveTextContent(v('link.expired'))
    } else if (expected.matches('linkInvalid')) {
      await screen.findByTestId('emailverify-invalid')
      expect(screen.getByRole('status')).toHaveTextContent(v('link.invalid'))
    } else if (expected.matches('linkFailed')) {
      await screen.findByTestId('emailverify-failed')
      if (c.error)
        expect(effects.reportFailure).toHaveBeenCalledTimes(raisesErrorPopup(c.error) ? 1 : 0)
    } else if (
      expected.matches('waiting') ||
      expected.matches('resending') ||
      expected.matches('coolingDown')
    ) {
      const button = await screen.findByTestId('resend-button')
      if (expected.matches('waiting')) expect(button).toBeEnabled()
      else expect(button).toBeDisabled()
      if (c.sentCount > 0 && !c.refused && !c.error)
        expect(await screen.findByTestId('resend-sent')).toHaveAttribute(
          'data-count',
          String(c.sentCount),
        )
      if (c.refused || c.error) expect(await screen.findByTestId('resend-error')).toBeVisible()
      else expect(screen.queryByTestId('resend-error')).toBeNull()
      if (c.error)
        expect(effects.reportFailure).toHaveBeenCalledTimes(raisesErrorPopup(c.error) ? 1 : 0)
    } else if (expected.matches('alreadyVerified')) {
      await screen.findByTestId('resend-verified')
    } else if (expected.matches('adding') || expected.matches('saving')) {
      await screen.findByTestId('addemail-form')
      expect(emailBox()).toHaveValue(c.email)
      if (c.emailError)
        expect(emailBox()).toHaveAccessibleDescription(
          expect.stringContaining(v(`add.errors.${c.emailError}`)),
        )
      else expect(emailBox()).toHaveAttribute('aria-invalid', 'false')
      if (c.error)
        expect(effects.reportFailure).toHaveBeenCalledTimes(raisesErrorPopup(c.error) ? 1 : 0)
      if (expected.matches('saving'))
        expect(
          await screen.findByRole('button', { name: new RegExp(v('add.submitting')) }),
        ).toBeDisabled()
      expect(effects.navigate).not.toHaveBeenCalled()
    } else if (expected.matches('added')) {
      await seeDestination(effects, c.destination)
      expect(effects.sessionChanged).toHaveBeenCalledTimes(1)
    } else {
      throw new Error(`no view expectation for ${JSON.stringify(expected.value)}`)
    }
  },
}
