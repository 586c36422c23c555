import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { expect } from 'vitest'
import type { EndUserRow } from '../../../src/contract/index.ts'
import { i18next } from '../../../src/i18n/index.ts'
import type {
  OrderSetupContext,
  OrderSetupInput,
} from '../../../src/machines/commerce/orderSetup.ts'
import { OrderSetupPanel } from '../../../src/views/commerce/OrderSetupPanel.tsx'
import { answer, renderInRouter } from '../harness.tsx'
import type { ViewModel } from '../viewModels.tsx'

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'commerce', ...options })
const box = (id: string) => screen.getByTestId(`setup-${id}`)
const query = (id: string) => screen.queryByTestId(`setup-${id}`)

/** Spec 2 §4: the rows the pop-up disables for the order type. */
const isDisabled = (row: EndUserRow, kind: string | null) =>
  ((kind ?? 'new') !== 'new' && row.orderType !== '') || (row.pendingEndDt !== '' && !row.newId)

/** Spec 2 §5: the list search ignores case and whitespace. */
const squeeze = (text: string) => text.replace(/\s+/g, '').toLowerCase()
const matches = (row: EndUserRow, search: string) =>
  squeeze(row.id).includes(squeeze(search)) || squeeze(row.name).includes(squeeze(search))
const ok = (extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ result: { errCode: 0, errMsg: 'OK' }, ...extra })

/** The order steps of /store/checkout as a company admin meets them. */
export const view: ViewModel = {
  render: async (path, effects) => {
    const input = path.input.input as OrderSetupInput
    await renderInRouter(
      () => <OrderSetupPanel input={input} comId="company" onDone={() => undefined} />,
      '/store/checkout',
      effects,
    )
  },
  events: {
    'setup.retry': async (_, user) => {
      await user.click(box('retry'))
    },
    'order.kind': async (step, user) => {
      const { kind } = step.event as unknown as { kind: string }
      const button = query(`kind-${kind}`)
      if (button) await user.click(button)
    },
    'endUser.open': async (_, user) => {
      const open = query('open-users')
      if (open) await user.click(open)
    },
    'endUser.pick': async (step, user) => {
      const { id } = step.event as unknown as { id: string }
      const row = query(`user-${id}`)
      if (!row) return
      const radio = within(row).getByRole('radio')
      // A disabled row cannot be chosen: the click does nothing.
      await user.click(radio)
    },
    'endUser.select': async (_, user) => {
      const select = query('popup-select')
      if (select && !(select as HTMLButtonElement).disabled) await user.click(select)
    },
    'endUser.close': async (_, user) => {
      const cancel = query('popup-cancel')
      if (cancel) await user.click(cancel)
    },
    'endUser.search': async (step, user) => {
      const { query: text } = step.event as unknown as { query: string }
      const search = query('search')
      if (!search) return
      await user.clear(search)
      await user.type(search, text)
    },
    'endUser.create': async (_, user) => {
      const create = query('popup-create')
      if (create && !(create as HTMLButtonElement).disabled) await user.click(create)
    },
    'endUser.createCancel': async (_, user) => {
      const cancel = screen.queryByTestId('create-cancel')
      if (cancel) await user.click(cancel)
    },
    // The create step, filled in and answered as the server would: the new ID is free, created.
    'endUser.created': async (step, user, effects) => {
      const { id } = step.event as unknown as { id: string }
      if (!screen.queryByTestId('create-dialog')) return
      await user.type(screen.getByTestId('create-name'), 'Choi Yu-na')
      await user.type(screen.getByTestId('create-id'), id)
      await user.type(screen.getByTestId('create-email'), `${id}@ateliernord.test`)
      await user.selectOptions(screen.getByTestId('create-country'), 'KR')
      await user.type(screen.getByTestId('create-pw'), 'Yuna#2026pw')
      await user.type(screen.getByTestId('create-pwConfirm'), 'Yuna#2026pw')
      await act(async () => {
        effects.clock.increment(500)
        await Promise.resolve()
      })
      await answer('CheckID', ok())
      await answer('CheckEmail', ok({ available: true }))
      await waitFor(() => expect(screen.getByTestId('create-submit')).toBeEnabled())
      await user.click(screen.getByTestId('create-submit'))
      await answer('InsertMember', ok())
    },
    'quantity.change': async (step, user) => {
      const { field, value } = step.event as unknown as { field: string; value: number }
      const control = query(field)
      if (!control) return
      await user.clear(control)
      await user.type(control, String(value))
    },
    'quantity.next': async (_, user) => {
      const next = query('next')
      if (next) await user.click(next)
    },
    'order.confirm': async (_, user) => {
      const confirm = query('confirm-button')
      if (confirm) await user.click(confirm)
    },
    'step.edit': async (step, user) => {
      const { step: n } = step.event as unknown as { step: number }
      const edit = query(`edit-${String(n)}`)
      if (edit) await user.click(edit)
    },
    'edit.confirm': async (_, user) => {
      const confirm = query('edit-confirm-button')
      if (confirm) await user.click(confirm)
    },
    'edit.cancel': async (_, user) => {
      const cancel = query('edit-cancel')
      if (cancel) await user.click(cancel)
    },
  },
  services: { listEndUsers: 'GetMyMemberList', relistEndUsers: 'GetMyMemberList' },
  see: async (expected) => {
    const c = expected.context as OrderSetupContext
    const panel = await screen.findByTestId('setup')
    if (expected.matches('loading')) {
      await waitFor(() => expect(panel).toHaveAttribute('data-screen', 'loading'))
      return
    }
    if (expected.matches('unavailable')) {
      await waitFor(() => expect(box('retry')).toBeVisible())
      return
    }
    const screenName = expected.matches('done') ? 'done' : 'steps'
    await waitFor(() =>
      expect(screen.getByTestId('setup')).toHaveAttribute('data-screen', screenName),
    )
    expect(screen.getByTestId('setup')).toHaveAttribute('data-step', String(c.step))
    for (const n of [1, 2, 3, 4]) {
      const state = n < c.step ? 'done' : n === c.step ? 'current' : 'todo'
      expect(box(`step-${String(n)}`), `step ${String(n)}`).toHaveAttribute('data-state', state)
    }
    if (c.step > 2 && c.target) expect(box('target')).toHaveTextContent(`(${c.target.id})`)
    if (expected.matches('creating')) {
      await waitFor(() => expect(screen.getByTestId('create-dialog')).toBeVisible())
      expect(query('popup')).toBeNull()
    } else expect(screen.queryByTestId('create-dialog')).toBeNull()
    if (expected.matches('relisting')) {
      await waitFor(() => expect(box('popup')).toBeVisible())
      expect(box('popup-create')).toBeDisabled()
    }
    if (expected.matches('picking')) {
      await waitFor(() => expect(box('popup')).toBeVisible())
      if (c.users.length > 0) expect(box('search')).toHaveValue(c.search)
      else expect(query('search')).toBeNull()
      for (const row of c.users.filter((u) => !matches(u, c.search)))
        expect(query(`user-${row.id}`), row.id).toBeNull()
      for (const row of c.users.filter((u) => matches(u, c.search))) {
        const radio = within(box(`user-${row.id}`)).getByRole<HTMLInputElement>('radio')
        expect(radio.disabled, row.id).toBe(isDisabled(row, c.kind))
        expect(radio.checked, row.id).toBe(c.choice === row.id)
        const scheduled = within(box(`user-${row.id}`)).queryByText(t('setup.popup.scheduled'))
        expect(scheduled !== null, row.id).toBe(row.pendingEndDt !== '')
        const isNew = within(box(`user-${row.id}`)).queryByText(t('setup.popup.new'))
        expect(isNew !== null, row.id).toBe(row.newId)
      }
      expect((box('popup-select') as HTMLButtonElement).disabled).toBe(c.choice === null)
    } else if (!expected.matches('relisting')) expect(query('popup')).toBeNull()
    if (expected.matches('editConfirm')) {
      await waitFor(() => expect(box('edit-confirm')).toBeVisible())
      expect(box('edit-confirm')).toHaveTextContent(
        t(`setup.editConfirm.text.${String(c.editing)}`),
      )
    } else expect(query('edit-confirm')).toBeNull()
    if (expected.matches('quantity')) {
      expect(query('seats') !== null).toBe(c.maxSeats > 1)
      if (c.maxSeats > 1) {
        const seats = box('seats')
        expect(seats).toHaveValue(Number.isNaN(c.seats) ? '' : String(c.seats))
        expect(seats).toHaveAttribute('aria-invalid', String(c.problem === 'seats'))
      }
      expect(box('periods')).toHaveValue(String(c.periods))
      expect(box('periods')).toHaveAttribute('aria-invalid', String(c.problem === 'periods'))
    }
    if (expected.matches('confirming')) {
      expect(box('confirm')).toHaveTextContent(String(c.seats))
      if (c.target) expect(box('confirm')).toHaveTextContent(c.target.id)
    }
  },
}
