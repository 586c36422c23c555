import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect, type Mock } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { i18next } from '../../src/i18n/index.ts'
import type { ModelPath, PathStep } from '../../src/tools/testing/testModel.ts'
import type { SignInContext } from '../../src/machines/account/signIn.ts'
import type { SignOutContext } from '../../src/machines/account/signOut.ts'
import type { SocialSignInContext } from '../../src/machines/account/socialSignIn.ts'
import { failureText, SignInPage } from '../../src/views/account/SignInPage.tsx'
import { SignOutPage } from '../../src/views/account/SignOutPage.tsx'
import { SocialSignInPage } from '../../src/views/account/SocialSignInPage.tsx'
import { renderInRouter } from './harness.tsx'

/**
 * How each machine's view is driven and read in the model runs: how to render it, how a user
 * performs each event, which endpoint answers each service, and what the user must see in each
 * state (the expected snapshot comes from the same path run on the machine).
 */
export interface ViewEffects {
  navigate: Mock<(to: string) => void>
  sessionChanged: Mock<() => void>
}

export interface ViewModel {
  render: (path: ModelPath, effects: ViewEffects) => Promise<void>
  events: Record<string, (step: PathStep, user: UserEvent) => Promise<void>>
  /** invoke id → contract endpoint name */
  services: Record<string, string>
  /** What the user sees in the expected state. */
  see: (expected: AnyMachineSnapshot, effects: ViewEffects) => Promise<void>
}

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'account', ...options })

async function seeDestination(effects: ViewEffects, destination: string | null) {
  expect(destination).not.toBeNull()
  await waitFor(() => expect(effects.navigate).toHaveBeenCalledWith(destination))
  expect(effects.navigate).toHaveBeenCalledTimes(1)
}

const signIn: ViewModel = {
  render: async (path, effects) => {
    const input = path.input.input as { search: Record<string, string> }
    await renderInRouter(
      () => (
        <SignInPage
          search={input.search}
          navigate={effects.navigate}
          onSessionChanged={effects.sessionChanged}
        />
      ),
      '/member/signin',
    )
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
        expect(alert).toHaveTextContent(failureText(i18next.getFixedT('en', 'account'), c.failure))
        if (c.failure.kind === 'rejected')
          expect(alert).toHaveTextContent(`${c.failure.code} - ${c.failure.info}`)
      } else {
        expect(screen.queryByRole('alert')).toBeNull()
      }
      expect(screen.getByRole('button', { name: t('signIn.submit') })).toBeEnabled()
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

const socialSignIn: ViewModel = {
  render: async (path, effects) => {
    const { code } = path.input.input as { code: string }
    await renderInRouter(
      () => (
        <SocialSignInPage
          code={code}
          navigate={effects.navigate}
          onSessionChanged={effects.sessionChanged}
        />
      ),
      '/member/swauth',
    )
  },
  events: {
    'link.signIn': async (_, user) => {
      await user.click(screen.getByRole('button', { name: t('social.signIn') }))
    },
  },
  services: { integrationToken: 'IntegrationToken' },
  see: async (expected, effects) => {
    const c = expected.context as SocialSignInContext
    if (expected.matches('exchanging')) {
      await screen.findByTestId('swauth-exchanging')
      expect(screen.getByRole('status')).toHaveTextContent(t('social.exchanging'))
    } else if (expected.matches('missingCode')) {
      await screen.findByTestId('swauth-missing')
      expect(screen.getByRole('heading', { name: t('social.missingTitle') })).toBeVisible()
    } else if (expected.matches('redirecting')) {
      await seeDestination(effects, c.destination)
      expect(effects.sessionChanged).toHaveBeenCalledTimes(c.token ? 1 : 0)
    } else {
      throw new Error(`no view expectation for ${JSON.stringify(expected.value)}`)
    }
  },
}

const signOut: ViewModel = {
  render: async (path, effects) => {
    const { returnUrl } = path.input.input as { returnUrl: string | null }
    await renderInRouter(
      () => (
        <SignOutPage
          returnUrl={returnUrl}
          navigate={effects.navigate}
          onSessionChanged={effects.sessionChanged}
        />
      ),
      '/logout',
    )
  },
  events: {},
  services: { logout: 'Logout' },
  see: async (expected, effects) => {
    const c = expected.context as SignOutContext
    if (expected.matches('signingOut')) {
      await screen.findByTestId('signout-pending')
      expect(screen.getByRole('status')).toHaveTextContent(t('signOut.signingOut'))
    } else if (expected.matches('signedOut')) {
      await screen.findByTestId('signout-done')
      await seeDestination(effects, c.destination)
      expect(effects.sessionChanged).toHaveBeenCalledTimes(1)
    } else {
      throw new Error(`no view expectation for ${JSON.stringify(expected.value)}`)
    }
  },
}

/** Machines whose view is driven here; the others are views of the site shell, run on the machine only. */
export const viewModels: Record<string, ViewModel> = { signIn, socialSignIn, signOut }
