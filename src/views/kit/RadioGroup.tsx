import { css } from '@emotion/react'
import { useId, type ReactNode } from 'react'
import { choiceControl, choiceLabel, errorText, hintText } from './styles.ts'
import { role } from './theme.ts'
import { font, space } from './tokens.ts'

export interface RadioOption<V extends string = string> {
  value: V
  label: ReactNode
  disabled?: boolean
}

/** A radio group under a legend; arrow keys move between its buttons (native behaviour). */
export function RadioGroup<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  hint,
  error,
  inline = false,
  className,
}: {
  legend: ReactNode
  name: string
  value: V | null
  options: readonly RadioOption<V>[]
  onChange: (value: V) => void
  hint?: ReactNode
  error?: ReactNode
  inline?: boolean
  className?: string
}) {
  const id = useId()
  const invalid = error !== undefined && error !== null && error !== false
  const describedBy =
    [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  return (
    <fieldset
      role="radiogroup"
      css={set}
      className={className}
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    >
      <legend id={`${id}-legend`} css={legendCss}>
        {legend}
      </legend>
      <div css={[list, inline && row]}>
        {options.map((o) => (
          <label key={o.value} css={choiceLabel}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              disabled={o.disabled}
              onChange={() => onChange(o.value)}
              css={choiceControl}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} css={hintText}>
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} css={errorText}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

const set = css`
  display: grid;
  gap: ${space.sm}px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`
const legendCss = css`
  padding: 0;
  margin-bottom: ${space.xs}px;
  font-size: ${font.size.md}px;
  font-weight: ${font.weight.semibold};
  color: ${role.fg};
`
const list = css`
  display: grid;
  gap: ${space.sm}px;
`
const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.lg}px;
`
