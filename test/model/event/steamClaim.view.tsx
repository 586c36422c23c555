import { screen, waitFor } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { expect } from 'vitest'
import { i18next } from '../../../src/i18n/index.ts'
import { raisesErrorPopup } from '../../../src/machines/core/failure.ts'
import type { SteamClaimContext, SteamClaimInput } from '../../../src/machines/event/steamClaim.ts'
import { SteamClaimPage } from '../../../src/views/event/SteamClaimPage.tsx'
import { answer, renderInRouter, responseFor } from '../harness.tsx'
import type { ViewModel } from '../viewModels.tsx'

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'event', ...options })
const steamId = () => screen.queryByRole('textbox', { name: t('steam.steamId') })
const claimButton = () => screen.queryByRole('button', { name: t('steam.claim') })

/** /event/steam as a member meets it: the Steam ID form, the checks, the status and another try. */
export const view: ViewModel = {
  render: async (path, effects) => {
    const input = path.input.input as SteamClaimInput
    await renderInRouter(
      () => <SteamClaimPage memberType={input.memberType} status={input.status} />,
      input.status ? `/event/steam?status=${input.status}` : '/event/steam',
      effects,
    )
  },
  events: {
    'steam.input': async (step, user) => {
      const { value } = step.event as unknown as { value: string }
      const box = steamId()
      if (!box) throw new Error('no Steam ID field')
      await user.clear(box)
      box.focus()
      await user.paste(value)
    },
    'steam.submit': async (_, user) => {
      const button = claimButton()
      if (!button) throw new Error('no claim button')
      await user.click(button)
    },
    'steam.again': async (_, user) => {
      const again = screen.queryByRole('button', { name: t('steam.again') })
      // Only notvaild, notItem and overlap offer another try (the machine ignores it elsewhere).
      if (again) await user.click(again)
    },
  },
  services: {
    checkLicense: {
      endpoints: ['Steam2010CheckLicense'],
      // Its answer is not used (spec 3 §4): a done case is any contract answer.
      answer: async (event) => {
        const done = event.type.startsWith('xstate.done.')
        await answer(
          'Steam2010CheckLicense',
          done ? HttpResponse.json({ result: { errCode: 0, errMsg: 'OK' } }) : responseFor(event),
        )
      },
    },
    checkOwnership: 'Steam2010',
  },
  see: async (expected, effects) => {
    const c = expected.context as SteamClaimContext
    if (expected.matches('result')) {
      const status = await screen.findByTestId('steam-status')
      expect(status).toHaveAttribute('data-status', c.status ?? '')
      expect(status).toHaveTextContent(t(`steam.status.${c.status ?? ''}`))
      expect(steamId()).toBeNull()
      const again = screen.queryByRole('button', { name: t('steam.again') })
      const mayTry = c.status === 'notvaild' || c.status === 'notItem' || c.status === 'overlap'
      if (mayTry) expect(again).not.toBeNull()
      else expect(again).toBeNull()
      // The status comes from an answer (or a non-personal member): the address says it (spec 3 §2).
      if (c.destination)
        await waitFor(() => expect(effects.navigate).toHaveBeenLastCalledWith(c.destination))
      else expect(effects.navigate).not.toHaveBeenCalled()
      return
    }
    expect(screen.queryByTestId('steam-status')).toBeNull()
    const box = steamId()
    expect(box).not.toBeNull()
    expect(box).toHaveValue(c.steamId)
    const checking = expected.matches('checkingLicense') || expected.matches('checkingOwnership')
    const button = claimButton()
    if (checking) await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
    else await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'))
    // A blank ID is not sent, and the field says so (spec 3 §5).
    expect(box).toHaveAttribute('aria-invalid', String(c.blank))
    if (c.blank) expect(screen.getByText(t('steam.blank'))).toBeInTheDocument()
    const failed = screen.queryByText(t('steam.failed'))
    if (expected.matches('editing') && c.error) {
      expect(failed).not.toBeNull()
      expect(effects.reportFailure).toHaveBeenCalledTimes(raisesErrorPopup(c.error) ? 1 : 0)
    } else expect(failed).toBeNull()
  },
}
