import { css } from '@emotion/react'
import type { Ref, TextareaHTMLAttributes } from 'react'
import { useField } from './Field.tsx'
import { controlBox } from './styles.ts'
import { space } from './tokens.ts'

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: Ref<HTMLTextAreaElement>
  /** Marks the text area invalid outside a Field (a Field with an error does it by itself). */
  invalid?: boolean
}

/** A text of several lines; inside a Field it is labelled and described by it. */
export function TextArea({ invalid, ref, rows = 4, ...rest }: TextAreaProps) {
  const field = useField()
  return (
    <textarea
      ref={ref}
      id={field?.id}
      rows={rows}
      aria-invalid={invalid ?? field?.invalid ?? false}
      aria-describedby={field?.describedBy}
      css={[controlBox, area]}
      {...rest}
    />
  )
}

const area = css`
  height: auto;
  min-height: 96px;
  padding: ${space.md}px 14px;
  resize: vertical;
`
