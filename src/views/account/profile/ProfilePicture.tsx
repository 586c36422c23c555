import { css } from '@emotion/react'
import { glass, palette } from '../../kit/tokens.ts'

/**
 * Which default icon replaces a missing picture (spec 1 §8 "a default dark or white account
 * icon"): `dark` on a light ground, `light` (the white icon) on a dark one.
 */
export type FallbackVariant = 'dark' | 'light'

const ICON_COLORS: Record<FallbackVariant, { fg: string; bg: string }> = {
  dark: { fg: palette.charcoal, bg: palette.frost },
  light: { fg: palette.white, bg: glass.active },
}

/**
 * The member's picture, or the default account icon when there is none or it fails to load
 * (spec 1 §8). Whether it failed is the caller's to keep (`broken`, reported through `onBroken`).
 */
export function ProfilePicture({
  src,
  broken,
  onBroken,
  variant,
  size,
  alt,
  fallbackLabel,
}: {
  src: string
  broken: boolean
  onBroken: () => void
  variant: FallbackVariant
  size: number
  alt: string
  fallbackLabel: string
}) {
  const box = css({ width: size, height: size, borderRadius: '50%', flex: 'none' })
  if (src === '' || broken) {
    const { fg, bg } = ICON_COLORS[variant]
    return (
      <svg
        css={[box, css({ background: bg })]}
        viewBox="0 0 48 48"
        role="img"
        aria-label={fallbackLabel}
        data-testid="profile-fallback"
        data-variant={variant}
      >
        <circle cx="24" cy="19" r="8" fill={fg} />
        <path d="M9 40c2.5-7.5 8.2-11 15-11s12.5 3.5 15 11" fill={fg} />
      </svg>
    )
  }
  return (
    <img
      css={[box, css({ objectFit: 'cover' })]}
      src={src}
      alt={alt}
      width={size}
      height={size}
      onError={onBroken}
      data-testid="profile-picture"
    />
  )
}
