import { palette } from '../kit/tokens.ts'

/** The Drape3D mark: a folded-cloth glyph and the word mark. */
export function Logo({ title }: { title: string }) {
  return (
    <svg width="132" height="28" viewBox="0 0 132 28" role="img" aria-label={title}>
      <defs>
        <linearGradient id="drape-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.violetLight} />
          <stop offset="1" stopColor={palette.teal} />
        </linearGradient>
      </defs>
      <path d="M4 4h9c6.6 0 11 4.2 11 10s-4.4 10-11 10H4l5-10L4 4z" fill="url(#drape-mark)" />
      <path
        d="M9 14 4 24h9c3.3 0 6-1.6 7.5-4.2C17.4 16 13.5 14 9 14z"
        fill={palette.white}
        fillOpacity="0.35"
      />
      <text
        x="32"
        y="20.5"
        fill="currentColor"
        fontSize="17"
        fontWeight="700"
        letterSpacing="0.4"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
      >
        Drape3D
      </text>
    </svg>
  )
}
