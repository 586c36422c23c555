import type { InputHTMLAttributes, Ref } from 'react'
import { useField } from './Field.tsx'
import { controlBox } from './styles.ts'

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'password'
  ref?: Ref<HTMLInputElement>
  /** Marks the input invalid outside a Field (a Field with an error does it by itself). */
  invalid?: boolean
}

/** A one-line text input; inside a Field it is labelled and described by it. */
export function TextInput({ type = 'text', invalid, ref, ...rest }: TextInputProps) {
  const field = useField()
  return (
    <input
      ref={ref}
      type={type}
      id={field?.id}
      aria-invalid={invalid ?? field?.invalid ?? false}
      aria-describedby={field?.describedBy}
      css={controlBox}
      {...rest}
    />
  )
}
