import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { changedInputs, currentInputs } from '../../../scripts/mutation-inputs.ts'

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'mutation-inputs-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  return root
}

describe('the inputs of the mutation baseline', () => {
  it('hash the machines, the model tests and the configs, never the baseline itself', () => {
    const root = project({
      'src/machines/account/signIn.ts': 'a',
      'test/model/paths/signIn.json': '{}',
      'test/mutation/stryker-incremental.json': '{}',
      'test/mutation/summary.json': '{}',
      'test/mutation/inputs.json': '{}',
      'stryker.config.json': '{}',
      'README.md': 'not an input',
    })
    expect(Object.keys(currentInputs(root))).toEqual([
      'src/machines/account/signIn.ts',
      'stryker.config.json',
      'test/model/paths/signIn.json',
    ])
  })

  it('name every file changed, added or removed since the record', () => {
    const root = project({ 'src/machines/a.ts': 'a', 'src/machines/b.ts': 'b' })
    const before = currentInputs(root)
    expect(changedInputs(before, currentInputs(root))).toEqual([])
    writeFileSync(join(root, 'src/machines/a.ts'), 'a changed')
    writeFileSync(join(root, 'src/machines/c.ts'), 'c')
    const after = { ...currentInputs(root) }
    delete after['src/machines/b.ts']
    expect(changedInputs(before, after)).toEqual([
      'src/machines/a.ts',
      'src/machines/b.ts',
      'src/machines/c.ts',
    ])
  })
})
