import { css } from '@emotion/react'
import type { ReactNode } from 'react'
import { choiceControl } from './styles.ts'
import { color, radius, space } from './tokens.ts'

/**
 * One choice of a list whose every row says several things (a coupon, an end user): the whole row
 * is the radio's label, so a click anywhere on it chooses it; a disabled row is dimmed.
 */
export function RadioRow({
  name,
  value,
  checked,
  disabled = false,
  onSelect,
  children,
  testId,
}: {
  name: string
  value: string
  checked: boolean
  disabled?: boolean
  onSelect: () => void
  children: ReactNode
  testId?: string
}) {
  return (
    <label css={row} data-disabled={disabled || undefined} data-testid={testId}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        css={choiceControl}
      />
      {children}
    </label>
  )
}

const row = css`
  display: flex;
  gap: ${space.sm}px;
  align-items: flex-start;
  padding: ${space.sm}px;
  border-radius: ${radius.sm}px;
  border: 1px solid ${color.lineDark};
  cursor: pointer;
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`
