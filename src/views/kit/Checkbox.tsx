import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { choiceControl, choiceLabel } from './styles.ts'

/** A check box with its label beside it; other props (checked, onChange, data-testid) go to the box. */
export function Checkbox({
  label,
  ref,
  className,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode
  ref?: Ref<HTMLInputElement>
}) {
  return (
    <label css={choiceLabel} className={className}>
      <input ref={ref} type="checkbox" css={choiceControl} {...rest} />
      <span>{label}</span>
    </label>
  )
}
