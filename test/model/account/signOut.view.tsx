import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { SignOutContext } from '../../../src/machines/account/signOut.ts'
import { SignOutPage } from '../../../src/views/account/SignOutPage.tsx'
import { renderInRouter } from '../harness.tsx'
import { seeDestination, t, type ViewModel } from '../viewModels.tsx'

/** /logout: a short message while Logout runs, then the page leaves. */
export const view: ViewModel = {
  render: async (path, effects) => {
    const { returnUrl, goToMail } = path.input.input as {
      returnUrl: string | null
      goToMail?: { port: number } | null
    }
    await renderInRouter(
      () => <SignOutPage returnUrl={returnUrl} goToMail={goToMail ?? null} />,
      '/logout',
      effects,
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
