import { css } from '@emotion/react'
import type { ReactNode } from 'react'
import { focusRing } from './styles.ts'
import { color, font, radius, space } from './tokens.ts'

/** A large button that picks one of a few options, its name over a line that explains it. */
export function ChoiceTile({
  title,
  hint,
  disabled = false,
  onChoose,
  testId,
}: {
  title: ReactNode
  hint: ReactNode
  disabled?: boolean
  onChoose: () => void
  testId?: string
}) {
  return (
    <button type="button" css={tile} disabled={disabled} onClick={onChoose} data-testid={testId}>
      <strong>{title}</strong>
      <span css={muted}>{hint}</span>
    </button>
  )
}

const tile = css`
  display: grid;
  gap: ${space.xs}px;
  align-content: start;
  padding: ${space.md}px;
  border-radius: ${radius.sm}px;
  border: 1px solid ${color.lineDark};
  background: ${color.paper};
  color: ${color.body};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    border-color: ${color.accent};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${focusRing}
`
const muted = css`
  color: ${color.bodyMuted};
  font-size: ${font.size.md}px;
`
