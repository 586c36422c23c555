import { css } from '@emotion/react'
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { SiteLink } from './SiteLink.tsx'
import { Spinner } from './Spinner.tsx'
import { focusRing } from './styles.ts'
import { role } from './theme.ts'
import { alpha, color, duration, font, glass, palette, radius, size, space } from './tokens.ts'

/** `text` is a button that reads as a link inside a sentence ("See renewal prices"). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'text'
export type ButtonSize = 'sm' | 'md'

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm}px;
  min-height: 46px;
  padding: 0 ${space.xl}px;
  border-radius: ${radius.pill}px;
  border: 1px solid transparent;
  font-weight: ${font.weight.semibold};
  font-size: ${font.size.base}px;
  letter-spacing: 0.01em;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${duration.base}ms,
    color ${duration.base}ms,
    border-color ${duration.base}ms,
    transform ${duration.base}ms;
  &:hover {
    transform: translateY(-1px);
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
    transform: none;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  ${focusRing}
`

const sizes: Record<ButtonSize, ReturnType<typeof css> | null> = {
  md: null,
  sm: css`
    min-height: ${size.controlSm - 6}px;
    padding: 0 ${space.md + 2}px;
    font-size: ${font.size.sm}px;
    font-weight: ${font.weight.medium};
  `,
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${color.accentStrong};
    color: ${color.onAccent};
    &:hover {
      background: ${color.accentHover};
    }
  `,
  secondary: css`
    background: transparent;
    color: ${role.fg};
    border-color: ${role.fieldBorder};
    &:hover {
      border-color: ${role.fg};
    }
  `,
  ghost: css`
    background: ${glass.soft};
    color: ${color.text};
    border-color: ${alpha(palette.white, 0.28)};
    &:hover {
      background: ${alpha(palette.white, 0.14)};
    }
  `,
  light: css`
    background: ${palette.white};
    color: ${color.ink};
    &:hover {
      background: ${palette.violetPale};
    }
  `,
  text: css`
    min-height: 0;
    padding: 0;
    border: 0;
    border-radius: 0;
    background: none;
    color: ${color.accentStrong};
    font: inherit;
    font-weight: ${font.weight.semibold};
    text-decoration: underline;
    &:hover {
      transform: none;
      text-decoration-thickness: 2px;
    }
  `,
}

const wide = css`
  width: 100%;
`

/** Style of a kit button, for the rare element that must look like one (ButtonLink). */
const look = (variant: ButtonVariant, buttonSize: ButtonSize, fullWidth: boolean) => [
  base,
  sizes[buttonSize],
  variants[variant],
  fullWidth && wide,
]

/**
 * A button in one of the site's variants. `loading` shows a spinner beside the label, disables the
 * button and marks it busy; the label itself should say what is happening ("Signing in…").
 */
export function Button({
  variant = 'primary',
  size: buttonSize = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  children,
  ref,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
  loading?: boolean
  fullWidth?: boolean
  children: ReactNode
  ref?: Ref<HTMLButtonElement>
}) {
  return (
    <button
      ref={ref}
      type="button"
      css={look(variant, buttonSize, fullWidth)}
      disabled={Boolean(disabled) || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  )
}

/** A link that looks like a button; `to` is a site path (the router adds the locale prefix). */
export function ButtonLink({
  to,
  variant = 'primary',
  size: buttonSize = 'md',
  children,
  ...rest
}: { to: string; variant?: ButtonVariant; size?: ButtonSize; children: ReactNode } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href'
>) {
  return (
    <SiteLink to={to} css={look(variant, buttonSize, false)} {...rest}>
      {children}
    </SiteLink>
  )
}

/**
 * A plain link that looks like a button, for an address the router must not follow (a file the
 * server makes, such as an invoice PDF): `download` asks the browser to save it.
 */
export function DownloadLink({
  href,
  variant = 'secondary',
  size: buttonSize = 'md',
  children,
  ...rest
}: { href: string; variant?: ButtonVariant; size?: ButtonSize; children: ReactNode } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href'
>) {
  return (
    <a href={href} download css={look(variant, buttonSize, false)} {...rest}>
      {children}
    </a>
  )
}
