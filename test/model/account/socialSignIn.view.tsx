import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { SocialSignInContext } from '../../../src/machines/account/socialSignIn.ts'
import { SocialSignInPage } from '../../../src/views/account/SocialSignInPage.tsx'
import { renderInRouter } from '../harness.tsx'
import { seeDestination, t, type ViewModel } from '../viewModels.tsx'

/** /member/swauth?code=… as the user meets it: a progress message, or the missing-code page. */
export const view: ViewModel = {
  render: async (path, effects) => {
    const { code } = path.input.input as { code: string }
    await renderInRouter(() => <SocialSignInPage code={code} />, '/member/swauth', effects)
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
