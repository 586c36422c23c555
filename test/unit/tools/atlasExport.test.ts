import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import mermaid from 'mermaid'
import { afterAll, expect, test } from 'vitest'
import { exportAtlas } from '../../../scripts/atlas-export.ts'
import { registry } from '../../../src/tools/registry.ts'

const out = mkdtempSync(join(tmpdir(), 'atlas-export-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

test('npm run atlas:export writes every diagram, every Mermaid file (each parses) and the traceability CSV', async () => {
  const result = await exportAtlas(out)
  expect(result.failures).toEqual([])
  const written = readdirSync(out).sort()
  for (const entry of registry) {
    expect(written).toContain(`${entry.id}.svg`)
    expect(written).toContain(`${entry.id}.mmd`)
    expect(readFileSync(join(out, `${entry.id}.svg`), 'utf8')).toMatch(/^<svg [^>]*role="img"/)
  }
  mermaid.initialize({ startOnLoad: false })
  for (const entry of registry)
    await expect(
      mermaid.parse(readFileSync(join(out, `${entry.id}.mmd`), 'utf8')),
      entry.id,
    ).resolves.toBeTruthy()
  const csv = readFileSync(join(out, 'traceability.csv'), 'utf8').trim().split('\n')
  expect(csv[0]).toBe('rule,text,spec,machine,transitions,test paths')
  const ruleRows = csv.slice(1).map((row) => row.split(',')[0]?.replace(/"/g, ''))
  for (const entry of registry) for (const id of entry.rules) expect(ruleRows).toContain(id)
}, 180_000)
