import { Global, css } from '@emotion/react'
import { role, themeVars } from './theme.ts'
import { font } from './tokens.ts'

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  :root {
    ${themeVars('light')};
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
  }
  body {
    margin: 0;
    font-family: ${font.family};
    color: ${role.fg};
    background: ${role.bg};
    line-height: 1.55;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  :lang(ko) body,
  :lang(ko) {
    word-break: keep-all;
  }
  a {
    color: inherit;
  }
  img {
    max-width: 100%;
    display: block;
  }
  button {
    font: inherit;
  }
  :focus-visible {
    outline: 2px solid ${role.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`

export function GlobalStyles() {
  return <Global styles={styles} />
}
