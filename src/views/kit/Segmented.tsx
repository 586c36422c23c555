import { css } from '@emotion/react'
import { focusRing } from './styles.ts'
import { color, font, radius } from './tokens.ts'

export interface SegmentedOption<V extends string> {
  value: V
  label: string
  testId?: string
}

/**
 * A small group of mutually exclusive choices shown side by side (the pricing period toggle): each
 * is a pressed or unpressed button, so a screen reader hears the group's label and which is on.
 */
export function Segmented<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: readonly SegmentedOption<V>[]
  value: V
  onChange: (value: V) => void
}) {
  return (
    <div role="group" aria-label={label} css={group}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          css={segment}
          aria-pressed={option.value === value}
          data-testid={option.testId}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}

const group = css`
  display: inline-flex;
  padding: 4px;
  border-radius: ${radius.pill}px;
  border: 1px solid ${color.lineDark};
`
const segment = css`
  padding: 8px 18px;
  border: 0;
  border-radius: ${radius.pill}px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${font.weight.semibold};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${color.accentStrong};
    color: ${color.onAccent};
  }
  ${focusRing}
`
