import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import mermaid from 'mermaid'
import { afterAll, expect, test } from 'vitest'
import { exportAtlas } from '../../../scripts/atlas-export.ts'
import { registry } from '../../../src/tools/registry.ts'

const out = mkdtempSync(join(tmpdir(), 'atlas-export-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

/**
 * The export of two machines (headerMenu: root-level transitions drawn in an "in any state" box,
 * guarded alternatives; signOut: invoked services): every machine's layout and Mermaid text are checked by
 * diagrams.test.ts and its paths by paths.test.ts, so a full export here would repeat a minute of
 * that work to prove the wiring once more.
 */
const exported = registry.filter((e) => e.id === 'headerMenu' || e.id === 'signOut')

test('npm run atlas:export writes the diagram, the Mermaid file (it parses) and the traceability rows of each machine', async () => {
  expect(exported).toHaveLength(2)
  const result = await exportAtlas(
    out,
    undefined,
    exported.map((e) => e.id),
  )
  expect(result.failures).toEqual([])
  const written = readdirSync(out).sort()
  expect(written).toEqual(
    [...exported.flatMap((e) => [`${e.id}.mmd`, `${e.id}.svg`]), 'traceability.csv'].sort(),
  )
  for (const entry of exported) {
    expect(written).toContain(`${entry.id}.svg`)
    expect(written).toContain(`${entry.id}.mmd`)
    expect(readFileSync(join(out, `${entry.id}.svg`), 'utf8')).toMatch(/^<svg [^>]*role="img"/)
  }
  mermaid.initialize({ startOnLoad: false })
  for (const entry of exported)
    await expect(
      mermaid.parse(readFileSync(join(out, `${entry.id}.mmd`), 'utf8')),
      entry.id,
    ).resolves.toBeTruthy()
  const csv = readFileSync(join(out, 'traceability.csv'), 'utf8').trim().split('\n')
  expect(csv[0]).toBe('rule,text,spec,machine,transitions,test paths')
  const ruleRows = csv.slice(1).map((row) => row.split(',')[0]?.replace(/"/g, ''))
  expect(ruleRows.sort()).toEqual(exported.flatMap((e) => e.rules).sort())
}, 180_000)
