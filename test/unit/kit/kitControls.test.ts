import { describe, expect, it } from 'vitest'
import { scan, sourceFiles } from './sourceScan.ts'

/** A form control element written by hand instead of taken from the kit. */
const RAW_CONTROL = /<(input|select|textarea|button)(?=[\s>/]|$)/g
export const rawControls = (line: string): string[] =>
  [...line.matchAll(RAW_CONTROL)].map((m) => m[0])

/** Files that may write a control element, each with the reason. */
const ALLOWED: Record<string, string> = {}

describe('every form control comes from the kit', () => {
  it('finds hand-written controls, not kit components', () => {
    expect(
      ['<input', '  <button', '<select value={x}>', '<textarea>'].flatMap(rawControls),
    ).toHaveLength(4)
    expect(
      ['<Button', '<TextInput', '<Select', '<MenuButton', '<buttons'].flatMap(rawControls),
    ).toEqual([])
  })

  it('src/views (outside the kit) and src/tools write no <input>, <select>, <textarea> or <button>', () => {
    const files = sourceFiles('src/views', 'src/tools').filter(
      (f) => f.endsWith('.tsx') && !f.startsWith('src/views/kit/') && !(f in ALLOWED),
    )
    expect(files.length).toBeGreaterThan(20)
    expect(scan(files, rawControls)).toEqual([])
  })
})
