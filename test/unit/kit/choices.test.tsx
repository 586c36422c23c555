import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../../src/i18n/index.ts'
import { Checkbox } from '../../../src/views/kit/Checkbox.tsx'
import { Field } from '../../../src/views/kit/Field.tsx'
import { RadioGroup } from '../../../src/views/kit/RadioGroup.tsx'
import { Select } from '../../../src/views/kit/Select.tsx'

beforeAll(() => {
  initI18n('en')
})

describe('Select', () => {
  it('is labelled by its Field, offers the options and reports the choice', async () => {
    const change = vi.fn<(value: string) => void>()
    render(
      <Field label="Industry" error="Choose an industry.">
        <Select
          placeholder="Choose…"
          options={[
            { value: '1', label: 'Fashion' },
            { value: '99', label: 'Others' },
          ]}
          defaultValue=""
          onChange={(e) => change(e.target.value)}
        />
      </Field>,
    )
    const select = screen.getByRole('combobox', { name: 'Industry' })
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toHaveAccessibleDescription('Choose an industry.')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose…',
      'Fashion',
      'Others',
    ])
    await userEvent.selectOptions(select, '99')
    expect(change).toHaveBeenCalledWith('99')
  })
})

describe('Checkbox', () => {
  it('toggles by its label and passes its props to the box', async () => {
    const change = vi.fn<(checked: boolean) => void>()
    render(
      <Checkbox
        label="Don't show today"
        data-testid="oneday"
        onChange={(e) => change(e.target.checked)}
      />,
    )
    const box = screen.getByRole('checkbox', { name: "Don't show today" })
    expect(box).toBe(screen.getByTestId('oneday'))
    await userEvent.click(screen.getByText("Don't show today"))
    expect(box).toBeChecked()
    expect(change).toHaveBeenCalledWith(true)
  })
})

describe('RadioGroup', () => {
  function Group({ error }: { error?: string }) {
    const [value, setValue] = useState<string | null>(null)
    return (
      <RadioGroup
        legend="Account type"
        name="kind"
        value={value}
        onChange={setValue}
        error={error}
        options={[
          { value: 'personal', label: 'Personal' },
          { value: 'company', label: 'Company' },
        ]}
      />
    )
  }

  it('is a labelled group whose choice follows clicks and arrow keys', async () => {
    render(<Group />)
    const group = screen.getByRole('radiogroup', { name: 'Account type' })
    expect(group).toBeInTheDocument()
    const personal = screen.getByRole('radio', { name: 'Personal' })
    const company = screen.getByRole('radio', { name: 'Company' })
    await userEvent.click(personal)
    expect(personal).toBeChecked()
    await userEvent.keyboard('{ArrowDown}')
    expect(company).toBeChecked()
    expect(personal).not.toBeChecked()
  })

  it('describes the group by its error', () => {
    render(<Group error="Choose one." />)
    expect(screen.getByRole('radiogroup', { name: 'Account type' })).toHaveAccessibleDescription(
      'Choose one.',
    )
  })
})
