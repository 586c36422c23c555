import { act, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { i18next } from '../../../src/i18n/index.ts'
import {
  FIELD_KEYS,
  type AccountEditContext,
  type DraftKey,
  type EditError,
  type EditField,
} from '../../../src/machines/account/accountEdit.ts'
import {
  RULE_CHECK_DEBOUNCE_MS,
  type PasswordChangeFailure,
} from '../../../src/machines/account/passwordChange.ts'
import type { ApiFailure } from '../../../src/services/core/apiError.ts'
import { fromPromise } from 'xstate'
import type { UserInfo } from '../../../src/contract/index.ts'
import { sessionMachine } from '../../../src/machines/account/session.ts'
import { AccountPage } from '../../../src/views/account/mypage/AccountPage.tsx'
import { SessionContext } from '../../../src/views/account/SessionContext.tsx'
import { renderInRouter } from '../harness.tsx'
import { t, type ViewEffects, type ViewModel } from '../viewModels.tsx'

const m = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'mypage', ...options })

/** Spec 1 §2, §4: a saved change goes to the completion page; an e-mail changed on the partner site signs out through /logout with gotomail and port=1. */
const COMPLETE = '/mypage/account/complete'
const PARTNER = '/logout?gotomail=1&port=1'
const PASSWORD_KEYS: readonly DraftKey[] = ['current', 'password', 'confirm']
const SELECTS: readonly DraftKey[] = ['country', 'job', 'language', 'bCountry']

/** The account fields' panel: the page's other sections (profile image, deletion) are not this process's. */
const panel = () => screen.getByTestId('account-fields')
const dialog = () => screen.getByRole('dialog')
const control = (key: DraftKey) => within(dialog()).queryByLabelText(m(`account.inputs.${key}`))
const editButton = (field: EditField) =>
  within(panel()).getByRole('button', {
    name: m('account.editLabel', { field: m(`account.fields.${field}`) }),
  })
const ruleStates = () =>
  Object.fromEntries(
    Array.from(
      within(dialog())
        .getByRole('list', { name: i18next.t('kit:password.rules') })
        .querySelectorAll('li'),
      (li) => [li.dataset.rule ?? '', li.dataset.state ?? ''],
    ),
  )

/** The message under a flagged input (spec 1 §5). */
function flagMessage(key: DraftKey, flag: EditError): string {
  if (PASSWORD_KEYS.includes(key)) {
    if (key === 'confirm' && flag === 'tooShort') return t('passwordChange.errors.confirmTooShort')
    return t(`passwordChange.errors.${flag}`)
  }
  if (key === 'email' && flag === 'invalid') return m('account.errors.emailInvalid')
  return m(`account.errors.${flag}`)
}

/** What the member reads for a failed save (spec 1 §8: a refusal as "code - info"). */
function failureSentence(failure: PasswordChangeFailure): string {
  if (failure.kind === 'rejected') return `${String(failure.code)} - ${failure.info}`
  if (failure.reason === 'timeout') return m('account.unreachable.timeout')
  if (failure.reason === 'network') return m('account.unreachable.network')
  if (failure.reason === 'invalid-response') return m('account.unreachable.invalid')
  return m('account.unreachable.http', { status: failure.status })
}

/** Spec 1 §8: the global error pop-up is for a network or unexpected (server) error only. */
const popupFor = (error: ApiFailure) => error.kind !== 'http' || error.status >= 500
const seePopup = (c: AccountEditContext, effects: ViewEffects) =>
  expect(effects.reportFailure).toHaveBeenCalledTimes(c.error && popupFor(c.error) ? 1 : 0)

function seeViewing(c: AccountEditContext, effects: ViewEffects) {
  expect(screen.queryByRole('dialog')).toBeNull()
  const user = c.user
  if (!user) throw new Error('viewing without a member')
  const fields = within(panel())
  // Each field with its value and its edit button.
  for (const field of ['password', 'name', 'email', 'country', 'language', 'billing'] as const)
    expect(editButton(field)).toBeEnabled()
  expect(fields.getByTestId('account-row-name')).toHaveTextContent(user.name)
  if (user.email) expect(fields.getByTestId('account-row-email')).toHaveTextContent(user.email)
  // Integrated accounts change the password on the partner site: the page says so.
  if (c.partnerNotice) expect(fields.getByText(m('account.partnerOnly'))).toBeVisible()
  else expect(fields.queryByText(m('account.partnerOnly'))).toBeNull()
  if (c.failure) expect(fields.getByRole('alert')).toHaveTextContent(failureSentence(c.failure))
  else expect(fields.queryByRole('alert')).toBeNull()
  seePopup(c, effects)
  expect(effects.navigate).not.toHaveBeenCalled()
}

function seeDialog(c: AccountEditContext, effects: ViewEffects, busy: boolean) {
  const field = c.field
  if (!field) throw new Error('a pop-up without a field')
  const box = dialog()
  expect(box).toHaveAccessibleName(m(`account.dialogs.${field}`))
  for (const key of FIELD_KEYS[field]) {
    if (key === 'newsletter') {
      expect(
        within(box).getByRole('checkbox', { name: m('account.inputs.newsletter') }),
      ).toHaveProperty('checked', c.draft.newsletter === '1')
      continue
    }
    const input = control(key)
    if (!input) throw new Error(`the ${field} pop-up has no ${key}`)
    expect(input).toHaveValue(c.draft[key])
    const flag = c.flags[key]
    expect(input).toHaveAttribute('aria-invalid', String(flag !== undefined))
    if (flag)
      expect(input).toHaveAccessibleDescription(expect.stringContaining(flagMessage(key, flag)))
    // Pasting into a password field is refused, and the field says so ('copied').
    if (PASSWORD_KEYS.includes(key)) {
      const copied = t('passwordChange.copied')
      if (c.pasted === key)
        expect(input).toHaveAccessibleDescription(expect.stringContaining(copied))
      else expect(input).not.toHaveAccessibleDescription(expect.stringContaining(copied))
    }
  }
  if (field === 'password') expect(ruleStates()).toEqual(c.ruleStates)
  const alert = within(box).queryByRole('alert')
  if (c.failure) expect(alert).toHaveTextContent(failureSentence(c.failure))
  else expect(alert).toBeNull()
  if (busy)
    expect(
      within(box).getByRole('button', { name: new RegExp(m('account.saving')) }),
    ).toBeDisabled()
  else {
    expect(within(box).getByRole('button', { name: m('account.save') })).toBeEnabled()
    seePopup(c, effects)
  }
  expect(effects.navigate).not.toHaveBeenCalled()
}

const signedOutSession = sessionMachine.provide({
  actors: { loadUser: fromPromise<UserInfo | null>(() => Promise.resolve(null)) },
})

/** /mypage/account as Pat, Minji and Ivan edit their accounts: edit buttons, pop-ups, typing, saving. */
export const view: ViewModel = {
  render: async (_, effects) => {
    // The page's other sections (profile image, deletion) read the site's session: here a session
    // that answers nobody, so they stay empty and make no call of their own.
    await renderInRouter(
      () => (
        <SessionContext.Provider logic={signedOutSession}>
          <AccountPage />
        </SessionContext.Provider>
      ),
      '/mypage/account',
      effects,
    )
  },
  events: {
    'load.retry': async (_, user) => {
      await user.click(within(panel()).getByRole('button', { name: m('account.retry') }))
    },
    'edit.open': async (step, user) => {
      const { field } = step.event as unknown as { field: EditField }
      await user.click(editButton(field))
    },
    'draft.change': async (step, user) => {
      const { key, value } = step.event as unknown as { key: DraftKey; value: string }
      const input = control(key)
      // An input of another pop-up (or none open): not on the screen, nothing to type.
      if (!input) return
      if (input.tagName === 'SELECT' || SELECTS.includes(key)) {
        await user.selectOptions(input, value)
        return
      }
      if ((input as HTMLInputElement).value === value) return
      await user.clear(input)
      if (value) await user.type(input, value)
    },
    'field.paste': async (step, user) => {
      const { key } = step.event as unknown as { key: DraftKey }
      const input = control(key)
      if (!input) return
      await user.click(input)
      await user.paste('Pasted#2026')
    },
    'key.alt': async (_, user) => {
      const input = control('password')
      if (!input) return
      await user.click(input)
      await user.keyboard('{Alt}')
    },
    'xstate.after.ruleCheckDelay.accountEdit.editing.checking': async (_, __, effects) => {
      await act(async () => {
        effects.clock.increment(RULE_CHECK_DEBOUNCE_MS)
        await Promise.resolve()
      })
    },
    'edit.save': async (_, user) => {
      await user.click(within(dialog()).getByRole('button', { name: m('account.save') }))
    },
    'edit.cancel': async (_, user) => {
      await user.click(within(dialog()).getByRole('button', { name: m('account.cancel') }))
    },
  },
  services: {
    loadUser: 'GetUserInfo',
    loadAddress: 'GetUserBillAddress',
    checkPassword: 'CheckMyPW',
    saveField: 'SetMemberField',
    saveEmail: 'SetEmail',
    saveAddress: 'SetBillAddress',
  },
  see: async (expected, effects) => {
    const c = expected.context as AccountEditContext
    if (expected.matches('loading')) {
      expect(await within(panel()).findByText(m('account.loading'))).toBeVisible()
    } else if (expected.matches('loadFailed')) {
      const alert = await within(panel()).findByTestId('account-load-failed')
      expect(alert).toHaveTextContent(m('account.loadFailed'))
      expect(within(alert).getByRole('button', { name: m('account.retry') })).toBeEnabled()
      seePopup(c, effects)
    } else if (expected.matches('viewing')) {
      await within(panel()).findByTestId('account-row-name')
      seeViewing(c, effects)
    } else if (expected.matches('loadingAddress')) {
      const box = await screen.findByRole('dialog')
      expect(within(box).getByText(m('account.hints.loadingAddress'))).toBeVisible()
    } else if (expected.matches('editing')) {
      await screen.findByRole('dialog')
      // The address arrives, the answer of a save arrives: the pop-up settles.
      await within(dialog()).findByRole('button', { name: m('account.save') })
      seeDialog(c, effects, false)
    } else if (
      expected.matches('checkingPassword') ||
      expected.matches('savingField') ||
      expected.matches('savingEmail') ||
      expected.matches('savingAddress')
    ) {
      await within(await screen.findByRole('dialog')).findByRole('button', {
        name: new RegExp(m('account.saving')),
      })
      seeDialog(c, effects, true)
    } else if (expected.matches('saved')) {
      await expect.poll(() => effects.navigate.mock.calls.length).toBe(1)
      expect(effects.navigate.mock.calls[0]?.[0]).toMatch(new RegExp(`^${COMPLETE}(\\?|$)`))
      expect(effects.sessionChanged).toHaveBeenCalledTimes(1)
    } else if (expected.matches('leaving')) {
      await expect.poll(() => effects.navigate.mock.calls.length).toBe(1)
      expect(effects.navigate).toHaveBeenCalledWith(PARTNER)
    } else {
      throw new Error(`no view expectation for ${JSON.stringify(expected.value)}`)
    }
  },
}
