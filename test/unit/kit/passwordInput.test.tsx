import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../../src/i18n/index.ts'
import { Field } from '../../../src/views/kit/Field.tsx'
import { PasswordInput, type PasswordRule } from '../../../src/views/kit/PasswordInput.tsx'

beforeAll(() => {
  initI18n('en')
})

const rules: PasswordRule[] = [
  { id: 'length', label: '8 to 20 characters', state: 'success' },
  { id: 'kinds', label: 'Letters, digits and symbols', state: 'fail' },
  { id: 'notId', label: 'Not the same as the ID', state: 'loading' },
  { id: 'confirm', label: 'Matches the confirmation', state: 'initial' },
]

describe('PasswordInput', () => {
  it('hides the password until the toggle shows it', async () => {
    render(
      <Field label="Password">
        <PasswordInput defaultValue="Secret#1" />
      </Field>,
    )
    const input = screen.getByLabelText('Password')
    expect(input).toHaveAttribute('type', 'password')
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    expect(input).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('shows each rule in the state it is given, and is described by them', () => {
    render(
      <Field label="New password">
        <PasswordInput rules={rules} />
      </Field>,
    )
    const list = screen.getByRole('list', { name: 'Password requirements' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => li.dataset.state)).toEqual(['success', 'fail', 'loading', 'initial'])
    expect(items[0]).toHaveTextContent('8 to 20 characters(met)')
    expect(items[1]).toHaveTextContent('(not met)')
    expect(items[2]).toHaveTextContent('(checking)')
    expect(items[3]).toHaveTextContent('(not checked yet)')
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('8 to 20 characters'),
    )
  })

  it('refuses a paste in paste-blocked mode and reports the attempt', () => {
    const blocked = vi.fn()
    render(<PasswordInput aria-label="Confirm" blockPaste onPasteBlocked={blocked} />)
    const input = screen.getByLabelText('Confirm')
    const allowed = fireEvent.paste(input, { clipboardData: { getData: () => 'x' } })
    expect(allowed).toBe(false)
    expect(blocked).toHaveBeenCalledTimes(1)
  })

  it('lets a paste through otherwise', () => {
    const blocked = vi.fn()
    render(<PasswordInput aria-label="Password" onPasteBlocked={blocked} />)
    const allowed = fireEvent.paste(screen.getByLabelText('Password'))
    expect(allowed).toBe(true)
    expect(blocked).not.toHaveBeenCalled()
  })
})
