import { css } from '@emotion/react'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { focusRing } from './styles.ts'
import { role } from './theme.ts'
import { color, duration, palette, radius, shadow, size } from './tokens.ts'

export type IconButtonVariant = 'plain' | 'round' | 'solid'

/**
 * A button that shows only an icon; `label` is its accessible name (and its tooltip). `plain` takes
 * the colour of the text around it, `round` is the light circle of a dialog's close button,
 * `solid` the accent-coloured floating button.
 */
export function IconButton({
  label,
  variant = 'plain',
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  label: string
  variant?: IconButtonVariant
  children: ReactNode
}) {
  return (
    <button type="button" aria-label={label} css={[base, variants[variant]]} {...rest}>
      {children}
    </button>
  )
}

const base = css`
  flex: none;
  display: grid;
  place-items: center;
  width: ${size.controlSm + 4}px;
  height: ${size.controlSm + 4}px;
  padding: 0;
  border: 0;
  border-radius: ${radius.sm}px;
  cursor: pointer;
  transition: background ${duration.base}ms;
  ${focusRing}
`
const variants: Record<IconButtonVariant, ReturnType<typeof css>> = {
  plain: css`
    background: transparent;
    color: inherit;
    &:hover {
      background: ${role.hover};
    }
  `,
  round: css`
    width: ${size.controlSm}px;
    height: ${size.controlSm}px;
    border-radius: 50%;
    background: ${palette.mist};
    color: ${color.body};
    &:hover {
      background: ${palette.frost};
    }
  `,
  solid: css`
    width: ${size.control}px;
    height: ${size.control}px;
    border-radius: 50%;
    background: ${color.accentStrong};
    color: ${color.onAccent};
    box-shadow: ${shadow.float};
    &[aria-pressed='true'] {
      background: ${color.ink};
      outline: 2px solid ${palette.white};
    }
  `,
}
