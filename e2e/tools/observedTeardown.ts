import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { mergeObserved, type ObservedRun } from '../../src/tools/graph/observed.ts'
import { OBSERVED_PARTS } from './observe.ts'
import { writeObservedReport } from './observedReport.ts'

/** Merges every test's observed part into reports/model-coverage/observed.json, and writes observed.html beside the model report. */
export default function observedTeardown(): void {
  if (!existsSync(OBSERVED_PARTS)) return
  const parts = readdirSync(OBSERVED_PARTS)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(resolve(OBSERVED_PARTS, f), 'utf8')) as ObservedRun)
  const run = mergeObserved(parts, new Date().toISOString())
  const dir = resolve(OBSERVED_PARTS, '..')
  writeFileSync(resolve(dir, 'observed.json'), JSON.stringify(run, null, 2) + '\n')
  writeObservedReport(dir, run)
  rmSync(OBSERVED_PARTS, { recursive: true, force: true })
}
