import { css } from '@emotion/react'
import type { Ref, SelectHTMLAttributes } from 'react'
import { useField } from './Field.tsx'
import { controlBox } from './styles.ts'
import { role } from './theme.ts'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

/** A native drop-down list; inside a Field it is labelled and described by it. */
export function Select({
  options,
  placeholder,
  invalid,
  ref,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  options: readonly SelectOption[]
  /** A first, empty choice that asks the user to pick. */
  placeholder?: string
  invalid?: boolean
  ref?: Ref<HTMLSelectElement>
}) {
  const field = useField()
  return (
    <select
      ref={ref}
      id={field?.id}
      aria-invalid={invalid ?? field?.invalid ?? false}
      aria-describedby={field?.describedBy}
      css={[controlBox, arrow]}
      {...rest}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </select>
  )
}

const arrow = css`
  appearance: none;
  padding-right: 40px;
  background-image:
    linear-gradient(45deg, transparent 50%, ${role.fgMuted} 50%),
    linear-gradient(135deg, ${role.fgMuted} 50%, transparent 50%);
  background-position:
    calc(100% - 20px) 50%,
    calc(100% - 15px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  option {
    color: initial;
  }
`
