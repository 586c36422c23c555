import { act, fireEvent, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { fromPromise } from 'xstate'
import { i18next } from '../../../src/i18n/index.ts'
import { raisesErrorPopup } from '../../../src/machines/core/failure.ts'
import {
  marketingPermissionsMachine,
  type MarketingPermissionsContext,
  type MarketingPermissionsInput,
} from '../../../src/machines/account/marketingPermissions.ts'
import type { PopupMemory } from '../../../src/machines/shell/popupSuppression.ts'
import { connectMarketingPermissions } from '../../../src/views/account/marketing/connectMarketingPermissions.ts'
import { MarketingPopup } from '../../../src/views/account/marketing/MarketingPopup.tsx'
import { useConnect, useProcess } from '../../../src/views/core/useProcess.ts'
import { renderInRouter } from '../harness.tsx'
import type { ViewModel } from '../viewModels.tsx'

const p = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'popups', ...options })
const COOKIE = 'popup_marketing'

/** The cookie read of the path, answered when the path says (the machine reads it on start). */
let memory: { resolve: (m: PopupMemory) => void; reject: (e: unknown) => void } | null = null

/** The pop-up as the shell mounts it for a signed-in member, with the cookie read held by the run. */
function Popup({ input }: { input: MarketingPermissionsInput }) {
  const machine = marketingPermissionsMachine.provide({
    actors: {
      readMemory: fromPromise<PopupMemory>(
        () =>
          new Promise((resolve, reject) => {
            memory = { resolve, reject }
          }),
      ),
    },
  })
  const api = useConnect(useProcess(machine, input), connectMarketingPermissions)
  return api.open ? <MarketingPopup api={api} /> : <p data-testid="no-popup" />
}

const dialog = () => screen.getByTestId('marketing-popup')
const cookieWritten = () => document.cookie.split('; ').some((c) => c.startsWith(`${COOKIE}=`))

/** The marketing-permissions pop-up on a page of the shell: what the member sees and does. */
export const view: ViewModel = {
  render: async (path, effects) => {
    document.cookie = `${COOKIE}=; Max-Age=0; Path=/`
    memory = null
    const input = path.input.input as MarketingPermissionsInput
    await renderInRouter(() => <Popup input={input} />, '/support', effects)
  },
  events: {
    'marketing.newsletter': async (step, user) => {
      const { on } = step.event as unknown as { on: boolean }
      const box = within(dialog()).getByTestId('marketing-popup-newsletter')
      if ((box as HTMLInputElement).checked !== on) await user.click(box)
    },
    'marketing.language': async (step, user) => {
      const { language } = step.event as unknown as { language: string }
      await user.selectOptions(screen.getByTestId('marketing-popup-language'), language)
    },
    'marketing.job': async (step, user) => {
      const { job } = step.event as unknown as { job: number }
      const select = screen.getByTestId('marketing-popup-job')
      const offered = within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value)
      // A code the list does not hold cannot be chosen on the page: nothing happens.
      if (offered.includes(String(job))) await user.selectOptions(select, String(job))
    },
    'marketing.save': async (_, user) => {
      await user.click(screen.getByTestId('marketing-popup-save'))
    },
    'marketing.close': async (_, user) => {
      await user.click(within(dialog()).getByRole('button', { name: i18next.t('kit:close') }))
    },
    'marketing.escape': async (_, user) => {
      await user.keyboard('{Escape}')
    },
    'marketing.outsideClick': async () => {
      await act(async () => {
        fireEvent.mouseDown(screen.getByTestId('marketing-popup-overlay'))
        await Promise.resolve()
      })
    },
  },
  services: {
    readMemory: {
      endpoints: [],
      answer: async (event) => {
        for (let i = 0; i < 40 && memory === null; i++)
          await new Promise((resolve) => setTimeout(resolve, 5))
        const held = memory
        if (!held) throw new Error('the pop-up never read its cookie')
        await act(async () => {
          if (event.type.startsWith('xstate.done.')) held.resolve(event.output as PopupMemory)
          else held.reject(event.error)
          await Promise.resolve()
        })
      },
    },
    saveRequiredInfo: 'MemberRequiredInfoSet',
  },
  see: async (expected, effects) => {
    const c = expected.context as MarketingPermissionsContext
    if (expected.matches('editing') || expected.matches('saving')) {
      await screen.findByTestId('marketing-popup')
      expect(screen.getByRole('dialog')).toHaveAccessibleName(p('marketing.title'))
      expect(screen.getByTestId('marketing-popup-newsletter')).toHaveProperty(
        'checked',
        c.newsletter,
      )
      expect(screen.getByTestId('marketing-popup-language')).toHaveValue(c.preferredLang)
      expect(screen.getByTestId('marketing-popup-job')).toHaveValue(
        c.job === null ? '' : String(c.job),
      )
      const job = screen.getByTestId('marketing-popup-job')
      expect(job).toHaveAttribute('aria-invalid', String(c.jobMissing))
      if (c.jobMissing) expect(job).toHaveAccessibleDescription(p(`marketing.missing.${c.list}`))
      const code = c.refusedCode ?? c.error?.code ?? null
      if (code === null) expect(screen.queryByRole('alert')).toBeNull()
      else
        expect(await screen.findByRole('alert')).toHaveTextContent(p('marketing.error', { code }))
      if (c.error && raisesErrorPopup(c.error))
        expect(effects.reportFailure).toHaveBeenCalledWith(
          expect.objectContaining({ code: c.error.code }),
        )
      else expect(effects.reportFailure).not.toHaveBeenCalled()
      if (expected.matches('saving')) {
        await screen.findByText(p('marketing.saving'))
        expect(screen.getByTestId('marketing-popup-save')).toHaveAttribute('aria-busy', 'true')
      }
      expect(cookieWritten()).toBe(false)
    } else {
      await screen.findByTestId('no-popup')
      expect(screen.queryByTestId('marketing-popup')).toBeNull()
      // Closed without saving or saved: the pop-up remembers it; never shown: nothing written.
      const remembers = expected.matches('dismissed') || expected.matches('saved')
      expect(cookieWritten()).toBe(remembers)
      expect(effects.sessionChanged).toHaveBeenCalledTimes(expected.matches('saved') ? 1 : 0)
    }
  },
}
