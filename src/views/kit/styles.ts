import { css } from '@emotion/react'
import { role } from './theme.ts'
import { duration, font, radius, shadow, size, space } from './tokens.ts'

/** Style pieces the kit's controls share; views use the components, not these. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${role.focus};
    outline-offset: 2px;
  }
`

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`

/** The box of a text input or a select, in the theme of the region around it. */
export const controlBox = css`
  width: 100%;
  height: ${size.control}px;
  padding: 0 14px;
  border-radius: ${radius.sm + 4}px;
  border: 1px solid ${role.fieldBorder};
  background: ${role.fieldBg};
  color: ${role.fg};
  font: inherit;
  font-size: ${font.size.lg}px;
  transition:
    border-color ${duration.fast}ms,
    background ${duration.fast}ms;
  &::placeholder {
    color: ${role.placeholder};
  }
  &:hover {
    border-color: ${role.fieldBorderHover};
  }
  &:focus {
    outline: none;
    border-color: ${role.focus};
    box-shadow: ${shadow.focus};
    background: ${role.fieldBgFocus};
  }
  &[aria-invalid='true'] {
    border-color: ${role.errorFg};
  }
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
`

/** A native check box or radio, at a touchable size, in the accent colour. */
export const choiceControl = css`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 2px 0 0;
  accent-color: ${role.accent};
  cursor: pointer;
  ${focusRing}
`

export const choiceLabel = css`
  display: inline-flex;
  align-items: flex-start;
  gap: ${space.sm}px;
  font-size: ${font.size.md}px;
  color: inherit;
  cursor: pointer;
`

export const hintText = css`
  margin: 0;
  color: ${role.fgMuted};
  font-size: ${font.size.sm}px;
`

export const errorText = css`
  margin: 0;
  color: ${role.errorFg};
  font-size: ${font.size.sm}px;
  &::before {
    content: '⚠ ';
  }
`
