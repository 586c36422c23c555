import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { fromPromise } from 'xstate'
import type { UserInfo } from '../../../src/contract/index.ts'
import { i18next } from '../../../src/i18n/index.ts'
import { PATHS } from '../../../src/machines/account/destinations.ts'
import type {
  AccountDeletionContext,
  AccountDeletionInput,
} from '../../../src/machines/account/accountDeletion.ts'
import { sessionMachine } from '../../../src/machines/account/session.ts'
import { raisesErrorPopup } from '../../../src/machines/core/failure.ts'
import { userInfo } from '../../../src/tools/testing/fixtures.ts'
import { DeleteAccountSection } from '../../../src/views/account/profile/DeleteAccountSection.tsx'
import { SessionContext } from '../../../src/views/account/SessionContext.tsx'
import { renderInRouter, requests } from '../harness.tsx'
import { seeDestination, type ViewModel } from '../viewModels.tsx'

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'profile', ...options })
const dialog = () => screen.queryByTestId('delete-account-dialog')

/** The member of the path, signed in: the section deletes their own account (comId, brId). */
const signedIn = (input: AccountDeletionInput) =>
  sessionMachine.provide({
    actors: {
      loadUser: fromPromise<UserInfo | null>(() =>
        Promise.resolve(userInfo({ id: input.brId, comId: input.comId, brId: input.brId })),
      ),
    },
  })

/** The deletion section of /mypage/account as a member leaves: ask, say why, cancel or confirm. */
export const view: ViewModel = {
  render: async (path, effects) => {
    const input = path.input.input as AccountDeletionInput
    await renderInRouter(
      () => (
        <SessionContext.Provider logic={signedIn(input)}>
          <DeleteAccountSection />
        </SessionContext.Provider>
      ),
      '/mypage/account',
      effects,
    )
  },
  events: {
    'deletion.start': async (_, user) => {
      await user.click(await screen.findByTestId('delete-account-start'))
    },
    'survey.change': async (step, user) => {
      const { value } = step.event as unknown as { value: string }
      const box = screen.getByTestId('delete-account-survey')
      await user.clear(box)
      box.focus()
      await user.paste(value)
    },
    'deletion.cancel': async (_, user) => {
      const box = dialog()
      if (!box) throw new Error('no confirmation to cancel')
      await user.click(within(box).getByRole('button', { name: t('deletion.cancel') }))
    },
    'deletion.confirm': async (_, user) => {
      await user.click(screen.getByTestId('delete-account-confirm'))
    },
  },
  services: { deleteUser: 'DeleteUser' },
  see: async (expected, effects) => {
    const c = expected.context as AccountDeletionContext
    await screen.findByTestId('delete-account')
    if (expected.matches('deleted')) {
      // Deleted: the session is forgotten and refreshed, then home (spec 1 §7).
      await waitFor(() => expect(effects.sessionChanged).toHaveBeenCalledTimes(1))
      await seeDestination(effects, PATHS.home)
      return
    }
    expect(effects.navigate).not.toHaveBeenCalled()
    expect(effects.sessionChanged).not.toHaveBeenCalled()
    if (expected.matches('idle')) {
      await waitFor(() => expect(dialog()).toBeNull())
      return
    }
    const box = await screen.findByTestId('delete-account-dialog')
    expect(within(box).getByTestId('delete-account-survey')).toHaveValue(c.surveyTxt)
    const confirm = screen.getByTestId('delete-account-confirm')
    if (expected.matches('deleting')) {
      await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'))
      // DeleteUser carries the member's own comId and brId and the survey text trimmed (spec 1 §7).
      await waitFor(() => expect(requests.at(-1)).toMatch(/^DeleteUser /))
      expect(JSON.parse(requests.at(-1)?.slice('DeleteUser '.length) ?? '{}')).toEqual({
        comId: c.comId,
        brId: c.brId,
        surveyTxt: c.surveyTxt.trim(),
      })
    } else await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'))
    // A refusal names its code; a failure says it failed (spec 1 §8 for the pop-up).
    const error = screen.queryByTestId('delete-account-error')
    if (c.refusedCode !== null)
      expect(error).toHaveTextContent(t('deletion.refused', { code: c.refusedCode }))
    else if (c.error) {
      expect(error).toHaveTextContent(t('deletion.failed'))
      if (raisesErrorPopup(c.error)) expect(effects.reportFailure).toHaveBeenCalled()
    } else expect(error).toBeNull()
  },
}
