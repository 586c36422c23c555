import { css } from '@emotion/react'
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'
import { SiteLink } from './SiteLink.tsx'
import { color, radius } from './tokens.ts'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light'

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 46px;
  padding: 0 24px;
  border-radius: ${radius.pill}px;
  border: 1px solid transparent;
  font-weight: 600;
  font-size: 15px;
  letter-spacing: 0.01em;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.2s,
    color 0.2s,
    border-color 0.2s,
    transform 0.2s;
  &:hover {
    transform: translateY(-1px);
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
    transform: none;
  }
`

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${color.accentStrong};
    color: #fff;
    &:hover {
      background: #5137d6;
    }
  `,
  secondary: css`
    background: transparent;
    color: ${color.body};
    border-color: rgba(27, 29, 36, 0.28);
    &:hover {
      border-color: ${color.body};
    }
  `,
  ghost: css`
    background: rgba(255, 255, 255, 0.06);
    color: ${color.text};
    border-color: rgba(255, 255, 255, 0.28);
    &:hover {
      background: rgba(255, 255, 255, 0.14);
    }
  `,
  light: css`
    background: #fff;
    color: ${color.ink};
    &:hover {
      background: #e9e6ff;
    }
  `,
}

export function Button({
  variant = 'primary',
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; children: ReactNode }) {
  return (
    <button type="button" css={[base, variants[variant]]} {...rest}>
      {children}
    </button>
  )
}

/** A link that looks like a button; `to` is a site path (the router adds the locale prefix). */
export function ButtonLink({
  to,
  variant = 'primary',
  children,
  ...rest
}: { to: string; variant?: ButtonVariant; children: ReactNode } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href'
>) {
  return (
    <SiteLink to={to} css={[base, variants[variant]]} {...rest}>
      {children}
    </SiteLink>
  )
}
