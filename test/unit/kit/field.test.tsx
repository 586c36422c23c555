import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../../src/i18n/index.ts'
import { Field } from '../../../src/views/kit/Field.tsx'
import { TextInput } from '../../../src/views/kit/TextInput.tsx'

beforeAll(() => {
  initI18n('en')
})

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('')
  return (
    <Field label="User ID" hint="Letters and digits" error={error}>
      <TextInput value={value} onChange={(e) => setValue(e.target.value)} />
    </Field>
  )
}

describe('Field with a TextInput', () => {
  it('labels the input and describes it by its hint', async () => {
    render(<Controlled />)
    const input = screen.getByLabelText('User ID')
    expect(input).toHaveAttribute('aria-invalid', 'false')
    expect(input).toHaveAccessibleDescription('Letters and digits')
    await userEvent.type(input, 'abc')
    expect(input).toHaveValue('abc')
  })

  it('marks the input invalid and describes it by the error too', () => {
    render(<Controlled error="Enter your ID." />)
    const input = screen.getByLabelText('User ID')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Letters and digits Enter your ID.')
    expect(screen.getByText('Enter your ID.')).toBeVisible()
    // a field error is not an alert: the page's own alert stays the only one
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('works alone, marked invalid by its own prop', () => {
    render(<TextInput aria-label="Search" invalid type="search" />)
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })
})
