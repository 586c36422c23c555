import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { expect, vi } from 'vitest'
import type { EndUserField } from '../../../src/contract/index.ts'
import { i18next } from '../../../src/i18n/index.ts'
import type {
  EndUserCreateContext,
  EndUserCreateInput,
  EndUserCreateOutput,
  EndUserRemote,
} from '../../../src/machines/commerce/endUserCreate.ts'
import type { ApiFailure } from '../../../src/services/core/apiError.ts'
import { EndUserCreateDialog } from '../../../src/views/commerce/EndUserCreateDialog.tsx'
import { answer, renderInRouter, responseFor } from '../harness.tsx'
import type { ViewModel } from '../viewModels.tsx'

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'commerce', ...options })

/** Spec 2 §5: the inputs are checked 500 ms after the last keystroke. */
const DEBOUNCE_MS = 500
const CHECK_ENDPOINTS: Record<EndUserRemote, string> = { id: 'CheckID', email: 'CheckEmail' }
const box = (field: EndUserField) => screen.getByTestId(`create-${field}`)
const submit = () => screen.getByTestId<HTMLButtonElement>('create-submit')
const ruleStates = () =>
  Object.fromEntries(
    within(screen.getByRole('list', { name: i18next.t('kit:password.rules') }))
      .getAllByRole('listitem')
      .map((li) => [li.dataset.rule ?? '', li.dataset.state ?? '']),
  )

/** What the pop-up handed back to the select step, and the checks the page is asking about. */
let handedBack = vi.fn<(outcome: EndUserCreateOutput) => void>()
let asked: EndUserRemote[] = []

const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')

/** What a field shows for its check (initial, loading, success or fail with its reason). */
function seeCheck(
  field: Exclude<EndUserField, 'country'>,
  check: { state: string; problem: string | null },
) {
  const element = box(field)
  const said = description(element)
  expect(said.includes(t('setup.create.checking')), `${field} checking`).toBe(
    check.state === 'loading',
  )
  // The password's success shows as its rules, each passed.
  if (field !== 'pw')
    expect(said.includes(t(`setup.create.ok.${field}`)), `${field} ok`).toBe(
      check.state === 'success',
    )
  if (check.state === 'fail' && check.problem) {
    expect(said).toContain(t(`setup.create.problems.${field}.${check.problem}`))
    expect(element).toHaveAttribute('aria-invalid', 'true')
  } else expect(element).toHaveAttribute('aria-invalid', 'false')
}

/** Spec 1 §8: the global error pop-up is for a network or unexpected (server) error only. */
const popupFor = (error: ApiFailure) => error.kind !== 'http' || error.status >= 500

/** The end-user ID pop-up's create step as a company admin fills it in. */
export const view: ViewModel = {
  render: async (path, effects) => {
    const input = path.input.input as EndUserCreateInput
    handedBack = vi.fn<(outcome: EndUserCreateOutput) => void>()
    asked = []
    await renderInRouter(
      () => <EndUserCreateDialog comId={input.comId} onDone={handedBack} />,
      '/store/checkout',
      effects,
    )
  },
  events: {
    'field.change': async (step, user) => {
      const { field, value } = step.event as unknown as { field: EndUserField; value: string }
      const control = box(field)
      if (field === 'country') {
        await user.selectOptions(control, value)
        return
      }
      // Spec 2 §5: the ID shows in lower case whatever the case typed.
      const shown = field === 'id' ? value.toLowerCase() : value
      if ((control as HTMLInputElement).value === shown) return
      await user.clear(control)
      if (value) await user.type(control, value)
    },
    'create.submit': async (_, user) => {
      if (!submit().disabled) await user.click(submit())
    },
    'create.cancel': async (_, user) => {
      const cancel = screen.getByTestId<HTMLButtonElement>('create-cancel')
      if (!cancel.disabled) await user.click(cancel)
    },
    'xstate.after.checkDelay.endUserCreate.editing.waiting': async (_, __, effects) => {
      await act(async () => {
        effects.clock.increment(DEBOUNCE_MS)
        await Promise.resolve()
      })
    },
  },
  services: {
    checkFields: {
      endpoints: Object.values(CHECK_ENDPOINTS),
      // Each field asked is answered by its own call; a failure fails them all.
      answer: async (event) => {
        expect(asked.length).toBeGreaterThan(0)
        const output = (event.output ?? {}) as Partial<Record<EndUserRemote, object>>
        for (const check of asked) {
          const part = output[check]
          await answer(
            CHECK_ENDPOINTS[check],
            event.type.startsWith('xstate.done.') && part
              ? HttpResponse.json(part)
              : responseFor(event),
          )
        }
      },
    },
    insertMember: 'InsertMember',
  },
  see: async (expected, effects) => {
    const c = expected.context as EndUserCreateContext
    asked = expected.matches({ editing: 'checking' }) ? [...c.pending] : []
    if (expected.status === 'done') {
      // Created: the new ID goes back to the select step; cancelled: nothing does.
      await waitFor(() => expect(handedBack).toHaveBeenCalledTimes(1))
      expect(handedBack).toHaveBeenCalledWith(expected.output)
      return
    }
    expect(handedBack).not.toHaveBeenCalled()
    await screen.findByTestId('create-dialog')
    for (const field of ['name', 'id', 'email', 'pw', 'pwConfirm', 'country'] as const)
      expect(box(field), field).toHaveValue(c.values[field])
    if (expected.matches('creating')) {
      await waitFor(() => expect(submit()).toHaveAttribute('aria-busy', 'true'))
      expect(submit()).toHaveTextContent(t('setup.create.creating'))
      return
    }
    seeCheck('name', c.name)
    seeCheck('id', c.id)
    seeCheck('email', c.email)
    seeCheck('pwConfirm', c.confirm)
    expect(ruleStates()).toEqual(c.pwRules)
    if (c.password.state === 'fail' && c.password.problem)
      expect(description(box('pw'))).toContain(t(`setup.create.problems.pw.${c.password.problem}`))
    // Spec 2 §4: create only with a country, every check passed and nothing loading.
    const passed = [c.name, c.id, c.email, c.password, c.confirm].every(
      (check) => check.state === 'success',
    )
    expect(submit().disabled, 'create disabled').toBe(
      !(expected.matches({ editing: 'settled' }) && passed && c.values.country !== ''),
    )
    if (c.rejection)
      expect(screen.getByTestId('create-rejection')).toHaveTextContent(
        `${String(c.rejection.code)} - ${c.rejection.info}`,
      )
    else expect(screen.queryByTestId('create-rejection')).toBeNull()
    expect(screen.queryByTestId('create-failure') !== null).toBe(c.error !== null)
    if (c.error && popupFor(c.error)) expect(effects.reportFailure).toHaveBeenCalled()
  },
}
