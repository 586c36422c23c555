import { createEvent, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../../src/i18n/index.ts'
import { FileDrop, formatBytes } from '../../../src/views/kit/FileDrop.tsx'

beforeAll(() => {
  initI18n('en')
})

function Profile({ error, multiple = false }: { error?: string; multiple?: boolean }) {
  const [files, setFiles] = useState<File[]>([])
  return (
    <FileDrop
      label="Profile image"
      hint="Up to 15 MB"
      error={error}
      accept="image/*"
      multiple={multiple}
      files={files}
      onFiles={setFiles}
    />
  )
}

const png = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' })

describe('FileDrop', () => {
  it('is a labelled file input the keyboard reaches, and lists the chosen file', async () => {
    render(<Profile />)
    const input = screen.getByLabelText('Profile image')
    expect(input).toHaveAttribute('type', 'file')
    await userEvent.tab()
    expect(input).toHaveFocus()
    await userEvent.upload(input, png('me.png', 2048))
    const list = screen.getByRole('list', { name: 'Chosen files' })
    expect(within(list).getByRole('listitem')).toHaveTextContent('me.png 2 KB')
    expect(input).toHaveAccessibleDescription(expect.stringContaining('me.png'))
  })

  it('takes files dropped on it', () => {
    render(<Profile multiple />)
    const zone = screen.getByTestId('file-drop')
    const files = [png('a.png', 10), png('b.png', 20)]
    const over = createEvent.dragOver(zone)
    fireEvent(zone, over)
    expect(over.defaultPrevented).toBe(true)
    expect(zone).toHaveAttribute('data-over', 'true')
    fireEvent.drop(zone, { dataTransfer: { files } })
    expect(zone).toHaveAttribute('data-over', 'false')
    const items = within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole(
      'listitem',
    )
    expect(items.map((i) => i.textContent)).toEqual(['a.png 10 B', 'b.png 20 B'])
  })

  it('shows the size error it is given and marks the input invalid', () => {
    render(<Profile error="The image is larger than 15 MB." />)
    const input = screen.getByLabelText('Profile image')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Up to 15 MB The image is larger than 15 MB.')
  })

  it('formats sizes', () => {
    expect([512, 14_540, 15_728_640].map(formatBytes)).toEqual(['512 B', '14.2 KB', '15 MB'])
  })
})
