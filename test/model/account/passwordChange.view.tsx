import { act, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { i18next } from '../../../src/i18n/index.ts'
import { raisesErrorPopup } from '../../../src/machines/core/failure.ts'
import {
  RULE_CHECK_DEBOUNCE_MS,
  type PasswordChangeContext,
  type PasswordField,
} from '../../../src/machines/account/passwordChange.ts'
import { failureText, PasswordChangePage } from '../../../src/views/account/PasswordChangePage.tsx'
import { renderInRouter } from '../harness.tsx'
import { seeDestination, t, type ViewModel } from '../viewModels.tsx'

const LABELS: Record<PasswordField, string> = {
  current: 'passwordChange.currentLabel',
  password: 'passwordChange.passwordLabel',
  confirm: 'passwordChange.confirmLabel',
}
const box = (field: PasswordField) => screen.getByLabelText(t(LABELS[field]))
const ruleStates = () =>
  Object.fromEntries(
    within(screen.getByRole('list', { name: i18next.t('kit:password.rules') }))
      .getAllByRole('listitem')
      .map((li) => [li.dataset.rule ?? '', li.dataset.state ?? '']),
  )
const errorKey = (field: PasswordField, error: string) =>
  field === 'confirm' && error === 'tooShort'
    ? 'passwordChange.errors.confirmTooShort'
    : `passwordChange.errors.${error}`

/** /member/passchange as legacy01 meets it: typing, pasting, the Alt key, the rules and the answers. */
export const view: ViewModel = {
  render: async (path, effects) => {
    const { id } = path.input.input as { id: string }
    await renderInRouter(() => <PasswordChangePage id={id} />, '/member/passchange', effects)
  },
  events: {
    'field.change': async (step, user) => {
      const { field, value } = step.event as unknown as { field: PasswordField; value: string }
      // The same value again is a field left as it is: nothing to type.
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
    'xstate.after.ruleCheckDelay.passwordChange.editing.checking': async (_, __, effects) => {
      await act(async () => {
        effects.clock.increment(RULE_CHECK_DEBOUNCE_MS)
        await Promise.resolve()
      })
    },
    'form.submit': async (_, user) => {
      await user.click(screen.getByRole('button', { name: t('passwordChange.submit') }))
    },
  },
  services: { setPassword: 'SetMemberField' },
  see: async (expected, effects) => {
    const c = expected.context as PasswordChangeContext
    if (expected.matches('editing')) {
      await screen.findByTestId('passchange-form')
      for (const field of ['current', 'password', 'confirm'] as const) {
        expect(box(field)).toHaveValue(c[field])
        const error = c.fieldErrors[field]
        expect(box(field)).toHaveAttribute('aria-invalid', String(error !== null))
        if (error)
          expect(box(field)).toHaveAccessibleDescription(
            expect.stringContaining(t(errorKey(field, error))),
          )
      }
      expect(ruleStates()).toEqual(c.ruleStates)
      if (c.pasted) expect(screen.getByText(t('passwordChange.copied'))).toBeVisible()
      else expect(screen.queryByText(t('passwordChange.copied'))).toBeNull()
      if (c.failure) {
        const alert = await screen.findByRole('alert')
        expect(alert).toHaveTextContent(failureText(i18next.getFixedT('en', 'account'), c.failure))
        if (c.failure.kind === 'unreachable' && c.error)
          // Spec 1 §8: the global error pop-up is raised for a network or unexpected failure only.
          expect(effects.reportFailure).toHaveBeenCalledTimes(raisesErrorPopup(c.error) ? 1 : 0)
      } else {
        expect(screen.queryByRole('alert')).toBeNull()
      }
      expect(effects.navigate).not.toHaveBeenCalled()
    } else if (expected.matches('submitting')) {
      const button = await screen.findByRole('button', {
        name: new RegExp(t('passwordChange.submitting')),
      })
      expect(button).toBeDisabled()
    } else if (expected.matches('changed')) {
      await screen.findByTestId('passchange-changed')
      await seeDestination(effects, c.destination)
      expect(effects.sessionChanged).toHaveBeenCalledTimes(1)
    } else {
      throw new Error(`no view expectation for ${JSON.stringify(expected.value)}`)
    }
  },
}
