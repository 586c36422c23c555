import { css } from '@emotion/react'
import { alpha, glass, mq, palette } from '../../kit/tokens.ts'

/** The hero illustration: a draped garment on a wire-frame grid, drawn in SVG (no image request). */
export function HeroArt() {
  return (
    <div css={wrap} aria-hidden="true">
      <svg viewBox="0 0 520 520" css={svg}>
        <defs>
          <linearGradient id="cloth" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={palette.violetSoft} />
            <stop offset="0.55" stopColor={palette.violet} />
            <stop offset="1" stopColor={palette.teal} />
          </linearGradient>
          <linearGradient id="fold" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={palette.white} stopOpacity="0.45" />
            <stop offset="1" stopColor={palette.white} stopOpacity="0" />
          </linearGradient>
        </defs>
        <g stroke={glass.hover} strokeWidth="1">
          {Array.from({ length: 14 }, (_, i) => (
            <line key={`h${i}`} x1="0" x2="520" y1={i * 40} y2={i * 40} />
          ))}
          {Array.from({ length: 14 }, (_, i) => (
            <line key={`v${i}`} y1="0" y2="520" x1={i * 40} x2={i * 40} />
          ))}
        </g>
        <ellipse cx="260" cy="470" rx="150" ry="18" fill={alpha(palette.black, 0.45)} />
        <path
          d="M200 70c20 18 40 26 60 26s40-8 60-26l70 34 38 92-52 24-22-44 10 278c-30 14-70 20-104 20s-74-6-104-20l10-278-22 44-52-24 38-92z"
          fill="url(#cloth)"
        />
        <path
          d="M226 120c-4 110-10 220-30 330M294 120c4 110 10 220 30 330M260 104c0 120 0 240 0 356"
          stroke={alpha(palette.white, 0.28)}
          strokeWidth="2"
          fill="none"
        />
        <path
          d="M200 70c20 18 40 26 60 26s40-8 60-26l-8 40c-16 12-34 18-52 18s-36-6-52-18z"
          fill="url(#fold)"
        />
        <g fill={palette.white}>
          <circle cx="130" cy="104" r="4" />
          <circle cx="390" cy="104" r="4" />
          <circle cx="260" cy="96" r="4" />
          <circle cx="156" cy="476" r="4" />
          <circle cx="364" cy="476" r="4" />
        </g>
        <g stroke={palette.teal} strokeDasharray="4 6" strokeWidth="1.5" fill="none">
          <path d="M130 104 60 60M390 104l70-44M364 476l90 10" />
        </g>
      </svg>
    </div>
  )
}

const wrap = css`
  justify-self: center;
  width: min(520px, 100%);
  ${mq.upToLg} {
    width: min(380px, 90%);
  }
`
const svg = css`
  width: 100%;
  height: auto;
  filter: drop-shadow(0 40px 80px ${alpha(palette.violet, 0.35)});
`
