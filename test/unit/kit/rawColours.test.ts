import { describe, expect, it } from 'vitest'
import { rawColours } from './rawColour.ts'
import { scan, sourceFiles } from './sourceScan.ts'

/** Colours live in the design tokens; themes and views name them from there (issue 7). */
const ALLOWED = new Set(['src/views/kit/tokens.ts'])

describe('no raw colour outside the design tokens', () => {
  it('finds the raw colours a view could write, and nothing else', () => {
    const found = [
      'color: #fff;',
      "background: '#1B1D24',",
      'border: 1px solid rgba(0, 0, 0, 0.5);',
      'fill: hsl(250 100% 70%);',
      '<path fill="white" />',
      "css({ color: 'Red' })",
      '  border: 2px solid black;',
      '  outline-color: rebeccapurple',
    ].map(rawColours)
    expect(found.map((hits) => hits.length)).toEqual([1, 1, 1, 1, 1, 1, 1, 1])
    const clean = [
      'white-space: nowrap;',
      'color: ${palette.white};',
      'background: ${alpha(palette.white, 0.08)};',
      "change('pw', 'Secret#123', 'types the password')",
      '<a href="#main">',
      ' * uncovered ones are drawn dashed red.',
      'background: transparent;',
      "variant: 'light',",
      'color: currentColor;',
    ].flatMap(rawColours)
    expect(clean).toEqual([])
  })

  // It reads every view file: on a loaded machine that took over the default 5 s.
  it('src/views and src/tools write every colour through the tokens', () => {
    const files = sourceFiles('src/views', 'src/tools').filter((f) => !ALLOWED.has(f))
    expect(files.length).toBeGreaterThan(20)
    expect(scan(files, rawColours)).toEqual([])
  }, 30_000)
})
