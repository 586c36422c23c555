import { css } from '@emotion/react'
import { visuallyHidden } from './styles.ts'
import { duration, mq } from './tokens.ts'

/**
 * A turning ring in the current text colour. With a `label` it is a status that screen readers
 * announce; without one it is decoration beside a text that already says what is happening.
 */
export function Spinner({ label, size = 16 }: { label?: string; size?: number }) {
  const ring = <span css={[spin, css({ width: size, height: size })]} aria-hidden="true" />
  if (!label) return ring
  return (
    <span role="status" css={wrap}>
      {ring}
      <span css={visuallyHidden}>{label}</span>
    </span>
  )
}

const wrap = css`
  display: inline-flex;
`
const spin = css`
  display: inline-block;
  flex: none;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-top-color: transparent;
  opacity: 0.85;
  animation: kit-spin ${duration.spin}ms linear infinite;
  @keyframes kit-spin {
    to {
      transform: rotate(360deg);
    }
  }
  ${mq.reducedMotion} {
    animation-duration: ${duration.spin * 3}ms;
  }
`
