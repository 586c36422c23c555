import { css } from '@emotion/react'
import { createContext, use, useId, type ReactNode } from 'react'
import { errorText, hintText } from './styles.ts'
import { role } from './theme.ts'
import { font, space } from './tokens.ts'

/** What a control inside a Field needs to be labelled and described. */
export interface FieldState {
  id: string
  describedBy: string | undefined
  invalid: boolean
}

const FieldContext = createContext<FieldState | null>(null)

/** The id, description and invalid state of the Field around a control, if any. */
export function useField(): FieldState | null {
  return use(FieldContext)
}

/**
 * A labelled form field: label, the control, a hint and an error. The control inside (TextInput,
 * PasswordInput, Select) takes its id, `aria-describedby` and `aria-invalid` from the field.
 */
export function Field({
  label,
  hint,
  error,
  id,
  children,
}: {
  label: ReactNode
  hint?: ReactNode
  /** The error message; the control is marked invalid while there is one. */
  error?: ReactNode
  /** The control's id, when the page needs to know it. */
  id?: string
  children: ReactNode
}) {
  const ownId = useId()
  const inputId = id ?? ownId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const invalid = error !== undefined && error !== null && error !== false
  const describedBy =
    [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div css={field}>
      <label htmlFor={inputId} css={labelCss}>
        {label}
      </label>
      <FieldContext value={{ id: inputId, describedBy, invalid }}>{children}</FieldContext>
      {hint ? (
        <p id={hintId} css={hintText}>
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} css={errorText}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

const field = css`
  display: grid;
  gap: ${space.sm}px;
`
const labelCss = css`
  font-size: ${font.size.md}px;
  font-weight: ${font.weight.semibold};
  color: ${role.fg};
`
