import { css } from '@emotion/react'
import type { HTMLAttributes, ReactNode, Ref } from 'react'
import { role } from './theme.ts'
import { font, radius, space } from './tokens.ts'

export type AlertTone = 'info' | 'success' | 'warning' | 'error'

/**
 * A message box. Errors and warnings are alerts (read out at once); information and success are
 * statuses (read out politely). Give it `tabIndex={-1}` and a ref to move focus to it.
 */
export function Alert({
  tone,
  title,
  children,
  ref,
  ...rest
}: {
  tone: AlertTone
  title?: ReactNode
  children?: ReactNode
  ref?: Ref<HTMLDivElement>
} & Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'>) {
  return (
    <div
      ref={ref}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      data-tone={tone}
      css={[box, tones[tone]]}
      {...rest}
    >
      {title ? <strong css={heading}>{title}</strong> : null}
      {children ? <span>{children}</span> : null}
    </div>
  )
}

const box = css`
  display: grid;
  gap: ${space.xs}px;
  padding: ${space.md}px 14px;
  border-radius: ${radius.sm + 4}px;
  border: 1px solid;
  font-size: ${font.size.md}px;
  &:focus {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`
const heading = css`
  color: ${role.fg};
`
const tones: Record<AlertTone, ReturnType<typeof css>> = {
  info: css`
    color: ${role.infoFg};
    background: ${role.infoBg};
    border-color: ${role.infoLine};
  `,
  success: css`
    color: ${role.successFg};
    background: ${role.successBg};
    border-color: ${role.successLine};
  `,
  warning: css`
    color: ${role.warningFg};
    background: ${role.warningBg};
    border-color: ${role.warningLine};
  `,
  error: css`
    color: ${role.errorFg};
    background: ${role.errorBg};
    border-color: ${role.errorLine};
  `,
}
