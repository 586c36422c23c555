import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../../src/i18n/index.ts'
import { Button } from '../../../src/views/kit/Button.tsx'
import { Dialog, dialogWidth, type DialogSize } from '../../../src/views/kit/Dialog.tsx'

beforeAll(() => {
  initI18n('en')
})

function Opener(props: { onEscape?: () => void; onOutsideClick?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      {open ? (
        <Dialog
          title="Notice"
          testId="notice"
          onDismiss={() => setOpen(false)}
          onEscape={props.onEscape}
          onOutsideClick={props.onOutsideClick}
          footer={<Button onClick={() => setOpen(false)}>OK</Button>}
        >
          <a href="/x">More</a>
        </Dialog>
      ) : null}
    </>
  )
}

describe('Dialog', () => {
  it('has the widths of spec 1 §9', () => {
    const widths = (['L', 'M', 'S', 'regular', 'wide'] as DialogSize[]).map(dialogWidth)
    expect(widths).toEqual([600, 360, 320, 620, 907])
  })

  it('is a modal labelled by its title and takes focus', async () => {
    render(<Opener />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Notice' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveFocus()
  })

  it('keeps Tab inside: from the last control back to the first, and back', async () => {
    render(<Opener />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    const close = screen.getByRole('button', { name: 'Close' })
    const ok = screen.getByRole('button', { name: 'OK' })
    await userEvent.tab()
    expect(close).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('link', { name: 'More' })).toHaveFocus()
    await userEvent.tab()
    expect(ok).toHaveFocus()
    await userEvent.tab()
    expect(close).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(ok).toHaveFocus()
  })

  it('closes on Escape and gives focus back to the opener', async () => {
    render(<Opener />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await userEvent.click(opener)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('closes on a click outside, not on a click inside', async () => {
    render(<Opener />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await userEvent.click(screen.getByRole('dialog'))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await userEvent.click(screen.getByTestId('notice-overlay'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('lets Escape and outside click have their own handlers', async () => {
    const escape = vi.fn()
    const outside = vi.fn()
    render(<Opener onEscape={escape} onOutsideClick={outside} />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByTestId('notice-overlay'))
    expect(escape).toHaveBeenCalledTimes(1)
    expect(outside).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})
