import { css } from '@emotion/react'
import type { ReactNode } from 'react'
import { role, themeVars } from '../kit/theme.ts'
import { alpha, color, mq, palette, radius, shadow, size } from '../kit/tokens.ts'

/**
 * The dark account page of spec 1 §2: a centred card on the night background, used by sign-in,
 * sign-up and every account status page.
 */
export function AccountLayout({
  title,
  lead,
  children,
  testId,
  icon,
  bare = false,
}: {
  title: string
  lead?: ReactNode
  children?: ReactNode
  testId: string
  icon?: ReactNode
  /** The page has no header (swauth, spec 1 §2): fill the whole window. */
  bare?: boolean
}) {
  return (
    <section css={[page, bare && bareCss]} data-testid={testId}>
      <div css={card}>
        {icon ? <div css={badge}>{icon}</div> : null}
        <h1 css={heading} tabIndex={-1} data-autofocus="heading">
          {title}
        </h1>
        {lead ? <div css={leadText}>{lead}</div> : null}
        {children}
      </div>
    </section>
  )
}

/** The night backdrop of the account pages (dark theme, the violet and teal glows). */
export const nightPage = css`
  ${themeVars('dark')};
  min-height: calc(100vh - ${size.header}px);
  display: flex;
  justify-content: center;
  background:
    radial-gradient(900px 420px at 15% -10%, ${alpha(palette.violet, 0.28)}, transparent 60%),
    radial-gradient(700px 380px at 100% 0%, ${alpha(palette.teal, 0.14)}, transparent 60%),
    ${color.ink};
  color: ${role.fg};
`
const page = css`
  ${nightPage};
  align-items: flex-start;
  padding: 72px 20px 96px;
  ${mq.upToSm} {
    padding: 40px 16px 72px;
  }
`
const bareCss = css`
  min-height: 100vh;
`
const card = css`
  width: 100%;
  max-width: 440px;
  padding: 40px 36px 36px;
  border-radius: ${radius.lg}px;
  background: ${alpha(palette.graphite, 0.86)};
  border: 1px solid ${role.line};
  box-shadow: ${shadow.deep};
  backdrop-filter: blur(8px);
  ${mq.upToSm} {
    padding: 28px 20px 24px;
  }
`
const heading = css`
  margin: 0 0 8px;
  font-size: 28px;
  line-height: 1.25;
  font-weight: 700;
  letter-spacing: -0.01em;
  &:focus {
    outline: none;
  }
`
const leadText = css`
  margin: 0 0 24px;
  color: ${role.fgMuted};
  font-size: 15px;
`
const badge = css`
  width: 48px;
  height: 48px;
  border-radius: 14px;
  display: grid;
  place-items: center;
  margin-bottom: 20px;
  background: ${alpha(palette.violet, 0.18)};
  color: ${role.accent};
  font-size: 22px;
`

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 24px;
`

export const muted = css`
  color: ${role.fgMuted};
  font-size: 14px;
`
