import { render, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../../src/i18n/index.ts'
import { ProgressBar } from '../../../src/views/kit/ProgressBar.tsx'
import { Spinner } from '../../../src/views/kit/Spinner.tsx'
import { Stepper } from '../../../src/views/kit/Stepper.tsx'

beforeAll(() => {
  initI18n('en')
})

describe('ProgressBar', () => {
  it('says how far along, kept within its range', () => {
    render(<ProgressBar label="Upload" value={150} max={100} valueText="All files sent" />)
    const bar = screen.getByRole('progressbar', { name: 'Upload' })
    expect(bar).toHaveAttribute('aria-valuenow', '100')
    expect(bar).toHaveAttribute('aria-valuetext', 'All files sent')
  })

  it('without a value is indeterminate', () => {
    render(<ProgressBar label="Preparing" />)
    expect(screen.getByRole('progressbar', { name: 'Preparing' })).not.toHaveAttribute(
      'aria-valuenow',
    )
  })
})

describe('Stepper', () => {
  it('marks the steps done, the current one and those to come', () => {
    render(<Stepper steps={['Account', 'Company', 'Complete']} current={1} />)
    const list = screen.getByRole('list', { name: 'Progress' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => li.dataset.state)).toEqual(['done', 'current', 'todo'])
    expect(items[1]).toHaveAttribute('aria-current', 'step')
    expect(items[0]).toHaveTextContent('(completed)')
    expect(items[2]).not.toHaveAttribute('aria-current')
  })
})

describe('Spinner', () => {
  it('with a label is a status, without one it is hidden from screen readers', () => {
    const { container } = render(
      <>
        <Spinner label="Loading…" />
        <Spinner />
      </>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2)
  })
})
