import { css } from '@emotion/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './Button.tsx'
import { MenuButton } from './MenuButton.tsx'
import { role } from './theme.ts'
import { color, font, radius, space } from './tokens.ts'

export interface Column<Row> {
  key: string
  header: ReactNode
  /** The cell; by default the row's property named by `key`. */
  cell?: (row: Row) => ReactNode
  align?: 'start' | 'end'
}

export interface Paging {
  /** The page shown, from 1. */
  page: number
  pageCount: number
  onPageChange: (page: number) => void
}

/**
 * A data table with a caption and, when there is more than one page, the page links under it. The
 * rows given are the rows of the page shown: paging itself belongs to the page's machine.
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  paging,
}: {
  caption: ReactNode
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  empty?: ReactNode
  paging?: Paging
}) {
  return (
    <div css={wrap}>
      <div css={scroll}>
        <table css={table}>
          <caption css={captionCss}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" css={c.align === 'end' && end}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && empty ? (
              <tr>
                <td colSpan={columns.length} css={emptyCss}>
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <td key={c.key} css={c.align === 'end' && end}>
                      {c.cell ? c.cell(row) : defaultCell(row, c.key)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {paging && paging.pageCount > 1 ? <Pager {...paging} /> : null}
    </div>
  )
}

function defaultCell(row: unknown, key: string): ReactNode {
  if (typeof row !== 'object' || row === null) return null
  const value: unknown = (row as Record<string, unknown>)[key]
  return typeof value === 'string' || typeof value === 'number' ? value : null
}

/** Previous, the page numbers, next. */
function Pager({ page, pageCount, onPageChange }: Paging) {
  const { t } = useTranslation('kit')
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1)
  return (
    <nav css={pager} aria-label={t('table.paging')}>
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t('table.previous')}
      </Button>
      <ul css={numbers}>
        {pages.map((p) => (
          <li key={p}>
            <MenuButton
              css={[number, p === page && currentNumber]}
              aria-label={t('table.page', { page: p })}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => onPageChange(p)}
            >
              {p}
            </MenuButton>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {t('table.next')}
      </Button>
      <span css={status} aria-live="polite">
        {t('table.pageOf', { page, count: pageCount })}
      </span>
    </nav>
  )
}

const wrap = css`
  display: grid;
  gap: ${space.lg}px;
`
const scroll = css`
  overflow-x: auto;
`
const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${font.size.md}px;
  color: ${role.fg};
  th,
  td {
    text-align: start;
    padding: 10px 14px;
    border-bottom: 1px solid ${role.line};
    vertical-align: top;
  }
  th {
    color: ${role.fgMuted};
    font-weight: ${font.weight.semibold};
    font-size: ${font.size.sm}px;
  }
`
const end = css`
  && {
    text-align: end;
  }
`
const captionCss = css`
  text-align: start;
  padding-bottom: ${space.sm}px;
  font-weight: ${font.weight.semibold};
`
const emptyCss = css`
  color: ${role.fgMuted};
  text-align: center;
`
const pager = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm}px;
`
const numbers = css`
  display: flex;
  gap: ${space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`
const number = css`
  min-width: 32px;
  height: 32px;
  border-radius: ${radius.sm}px;
  text-align: center;
  &:hover {
    background: ${role.hover};
  }
`
const currentNumber = css`
  background: ${color.accentStrong};
  color: ${color.onAccent};
  &:hover {
    background: ${color.accentHover};
  }
`
const status = css`
  margin-left: auto;
  font-size: ${font.size.sm}px;
  color: ${role.fgMuted};
`
