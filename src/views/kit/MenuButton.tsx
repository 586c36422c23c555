import { css } from '@emotion/react'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { focusRing } from './styles.ts'

/**
 * A button that belongs to a menu, a menu bar, a list box or a carousel: it has no box of its own
 * (the menu lays it out through `css`), only the browser reset, the pointer and the focus ring.
 * Use Button or IconButton for anything that stands alone.
 */
export function MenuButton({
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { children?: ReactNode }) {
  return (
    <button type="button" css={reset} {...rest}>
      {children}
    </button>
  )
}

const reset = css`
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;
  ${focusRing}
`
