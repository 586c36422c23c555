import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { writeObservedReport } from '../../../e2e/tools/observedReport.ts'

const dir = mkdtempSync(join(tmpdir(), 'observed-report-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('the observed report sets what the paths cover beside what the real app took, per transition', () => {
  writeFileSync(
    join(dir, 'coverage.json'),
    JSON.stringify({
      machines: [
        {
          id: 'headerMenu',
          title: 'Header menus',
          transitionIds: ['|menu.resize|0', 'closed|menu.click|0'],
          missing: [{ kind: 'transition', id: 'drawer|menu.escape|0' }],
        },
      ],
    }),
  )
  const file = writeObservedReport(dir, {
    recordedAt: '2026-01-01T00:00:00Z',
    tests: 2,
    machines: {
      headerMenu: { transitions: { 'closed|menu.click|0': 3 }, states: {}, tests: ['a', 'b'] },
    },
  })
  const html = readFileSync(file, 'utf8')
  expect(html).toContain(
    '2 of 3 transitions covered by the generated paths; 1 taken by the real app in 2 end-to-end tests',
  )
  expect(html).toMatch(/closed\|menu\.click\|0<\/code><\/td><td>✓<\/td><td class="ok">✓ ×3/)
  expect(html).toMatch(/drawer\|menu\.escape\|0<\/code><\/td><td>—<\/td><td class="no">—/)
})
