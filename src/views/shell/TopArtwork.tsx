import { css } from '@emotion/react'
import { alpha, color, palette } from '../kit/tokens.ts'

/** The decorative top artwork of the pages listed in spec 1 §2. */
export function TopArtwork() {
  return <div css={art} data-testid="top-artwork" aria-hidden="true" />
}

const art = css`
  height: 220px;
  background:
    radial-gradient(60% 120% at 80% 0%, ${alpha(palette.violet, 0.55)}, transparent 60%),
    radial-gradient(50% 100% at 10% 100%, ${alpha(palette.teal, 0.35)}, transparent 60%),
    linear-gradient(180deg, ${color.ink}, ${palette.plum});
  @media print {
    display: none;
  }
`
