import { css } from '@emotion/react'
import { role } from './theme.ts'
import { color, duration, font, mq, radius, space } from './tokens.ts'

/**
 * A progress bar. With a `value` it shows how far along (0 to `max`); without one it says that
 * something is under way without knowing how long it takes.
 */
export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
}: {
  label: string
  value?: number
  max?: number
  /** What a screen reader says instead of the bare number ("3 of 5 files"). */
  valueText?: string
}) {
  const known = value !== undefined
  const clamped = known ? Math.min(Math.max(value, 0), max) : 0
  const percent = max > 0 ? (clamped / max) * 100 : 0
  return (
    <div css={wrap}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={known ? clamped : undefined}
        aria-valuetext={valueText}
        css={track}
      >
        <span
          css={[bar, known ? css({ width: `${percent}%` }) : indeterminate]}
          data-testid="progress-fill"
        />
      </div>
      {valueText ? <span css={caption}>{valueText}</span> : null}
    </div>
  )
}

const wrap = css`
  display: grid;
  gap: ${space.xs}px;
`
const track = css`
  position: relative;
  height: 8px;
  overflow: hidden;
  border-radius: ${radius.pill}px;
  background: ${role.track};
`
const bar = css`
  position: absolute;
  inset: 0 auto 0 0;
  border-radius: inherit;
  background: ${color.accent};
  transition: width ${duration.slow}ms;
`
const indeterminate = css`
  width: 40%;
  animation: kit-progress 1.4s ease-in-out infinite;
  @keyframes kit-progress {
    from {
      left: -40%;
    }
    to {
      left: 100%;
    }
  }
  ${mq.reducedMotion} {
    animation: none;
    width: 100%;
    opacity: 0.5;
  }
`
const caption = css`
  font-size: ${font.size.sm}px;
  color: ${role.fgMuted};
`
