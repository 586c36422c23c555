import { css } from '@emotion/react'
import { themeVars } from '../../views/kit/theme.ts'
import { alpha, color, glass, mq, palette, radius, size } from '../../views/kit/tokens.ts'

/** The atlas's dark, dense analyst style. */
export const atlasPage = css`
  ${themeVars('dark')};
  background: ${color.ink};
  color: ${color.text};
  min-height: calc(100vh - ${size.header}px);
  padding: 40px 0 80px;
  h1 {
    margin: 0 0 8px;
    font-size: 32px;
    letter-spacing: -0.01em;
  }
`
export const shell = css`
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 24px;
  ${mq.upToSm} {
    padding: 0 16px;
  }
`
export const lead = css`
  color: ${color.textMuted};
  max-width: 760px;
  margin: 0 0 28px;
  font-size: 16px;
`
export const sectionTitle = css`
  font-size: 20px;
  margin: 36px 0 14px;
`
export const card = css`
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: ${radius.md}px;
  padding: 18px 20px;
`
export const chip = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 12px;
  padding: 2px 8px;
  border-radius: ${radius.pill}px;
  background: ${alpha(palette.violet, 0.18)};
  color: ${color.accentSoft};
  white-space: nowrap;
`
export const muted = css`
  color: ${color.textMuted};
  font-size: 13px;
  margin: 4px 0 0;
`
export const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    text-align: left;
    padding: 10px 14px;
    border-bottom: 1px solid ${color.line};
    vertical-align: top;
  }
  th {
    color: ${color.textMuted};
    font-weight: 600;
    font-size: 13px;
  }
  code {
    color: ${color.accentSoft};
  }
`
export const buttonRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`
export const smallButton = css`
  border: 1px solid ${glass.line};
  background: ${alpha(palette.white, 0.05)};
  color: ${color.text};
  border-radius: ${radius.pill}px;
  padding: 6px 14px;
  font-size: 13px;
  cursor: pointer;
  &:hover {
    background: ${glass.active};
  }
`
