import { css } from '@emotion/react'
import type { ReactNode } from 'react'
import { role } from '../../kit/theme.ts'
import { alpha, mq, palette, radius, shadow } from '../../kit/tokens.ts'
import { nightPage } from '../AccountLayout.tsx'

/**
 * My page's frame (spec 1 §2: the mypage paths show the top artwork): the account area's night
 * background with a wider card than the sign-in pages, for lists of details.
 */
export function MyPageLayout({
  title,
  lead,
  children,
  testId,
}: {
  title: string
  lead?: ReactNode
  children?: ReactNode
  testId: string
}) {
  return (
    <section css={page} data-testid={testId}>
      <div css={column}>
        <h1 css={heading} tabIndex={-1} data-autofocus="heading">
          {title}
        </h1>
        {lead ? <div css={leadText}>{lead}</div> : null}
        {children}
      </div>
    </section>
  )
}

/** One card of the page, with an optional heading. */
export function Panel({
  title,
  children,
  testId,
}: {
  title?: string
  children: ReactNode
  testId?: string
}) {
  return (
    <section css={panel} data-testid={testId}>
      {title ? <h2 css={panelHeading}>{title}</h2> : null}
      {children}
    </section>
  )
}

const page = css`
  ${nightPage};
  padding: 64px 20px 96px;
  ${mq.upToSm} {
    padding: 32px 12px 64px;
  }
`
const column = css`
  width: 100%;
  max-width: 760px;
  display: grid;
  gap: 20px;
  align-content: start;
`
const heading = css`
  margin: 0;
  font-size: 30px;
  line-height: 1.25;
  font-weight: 700;
  letter-spacing: -0.01em;
  &:focus {
    outline: none;
  }
  ${mq.upToSm} {
    font-size: 24px;
  }
`
const leadText = css`
  margin: -8px 0 4px;
  color: ${role.fgMuted};
  font-size: 15px;
`
const panel = css`
  padding: 24px 28px;
  border-radius: ${radius.lg}px;
  background: ${alpha(palette.graphite, 0.86)};
  border: 1px solid ${role.line};
  box-shadow: ${shadow.deep};
  ${mq.upToSm} {
    padding: 18px 16px;
  }
`
const panelHeading = css`
  margin: 0 0 12px;
  font-size: 18px;
  font-weight: 700;
`
