import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../../src/i18n/index.ts'
import { Table } from '../../../src/views/kit/Table.tsx'

beforeAll(() => {
  initI18n('en')
})

interface Seat {
  id: string
  user: string
  days: number
}
const ALL: Seat[] = Array.from({ length: 7 }, (_, i) => ({
  id: `s${i + 1}`,
  user: `user${i + 1}`,
  days: 30 - i,
}))

function Seats({ pageSize = 3 }: { pageSize?: number }) {
  const [page, setPage] = useState(1)
  const rows = ALL.slice((page - 1) * pageSize, page * pageSize)
  return (
    <Table
      caption="Seats"
      columns={[
        { key: 'user', header: 'User' },
        { key: 'days', header: 'Days left', align: 'end', cell: (r) => `${r.days} d` },
      ]}
      rows={rows}
      rowKey={(r) => r.id}
      empty="No seats"
      paging={{ page, pageCount: Math.ceil(ALL.length / pageSize), onPageChange: setPage }}
    />
  )
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row')

describe('Table', () => {
  it('has a caption, column headers and the rows of the page', () => {
    render(<Seats />)
    const table = screen.getByRole('table', { name: 'Seats' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['User', 'Days left'])
    expect(bodyRows().map((r) => r.textContent)).toEqual(['user130 d', 'user229 d', 'user328 d'])
  })

  it('pages with next, previous and the page numbers', async () => {
    render(<Seats />)
    const nav = screen.getByRole('navigation', { name: 'Pages' })
    const previous = within(nav).getByRole('button', { name: 'Previous page' })
    expect(previous).toBeDisabled()
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }))
    expect(bodyRows()[0]).toHaveTextContent('user4')
    expect(nav).toHaveTextContent('Page 2 of 3')
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }))
    expect(bodyRows().map((r) => r.textContent)).toEqual(['user724 d'])
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled()
    await userEvent.click(previous)
    expect(bodyRows()[0]).toHaveTextContent('user4')
  })

  it('shows no pager for a single page, and the empty text without rows', () => {
    render(
      <Table<Seat>
        caption="Seats"
        columns={[{ key: 'user', header: 'User' }]}
        rows={[]}
        rowKey={(r) => r.id}
        empty="No seats"
        paging={{ page: 1, pageCount: 1, onPageChange: () => undefined }}
      />,
    )
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(screen.getByRole('cell')).toHaveTextContent('No seats')
  })
})
