import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '../../../src/views/kit/Button.tsx'

describe('Button', () => {
  it('is a plain button that clicks', async () => {
    const click = vi.fn()
    render(<Button onClick={click}>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button).toHaveAttribute('type', 'button')
    expect(button).not.toHaveAttribute('aria-busy')
    await userEvent.click(button)
    expect(click).toHaveBeenCalledTimes(1)
  })

  it('while loading is busy, disabled and does not click', async () => {
    const click = vi.fn()
    render(
      <Button loading onClick={click}>
        Saving…
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Saving…' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    expect(click).not.toHaveBeenCalled()
  })

  it('submits a form when asked to', async () => {
    const submit = vi.fn()
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <Button type="submit" variant="secondary" size="sm" fullWidth>
          Send
        </Button>
      </form>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(submit).toHaveBeenCalledTimes(1)
  })
})
