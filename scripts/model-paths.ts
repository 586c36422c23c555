/**
 * Writes the committed snapshot of every registered machine's generated paths,
 * `test/model/paths/<process>.json` (their stories, and per step the state and the effects), after
 * a change to a machine or its test model: `npm run model:paths` (or `npm run model:paths --
 * <process> ...` for those only). `npm run test:model` fails while a snapshot differs from what
 * the machines generate now.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { writeRegistry } from './vite/machineRegistry.ts'

// The registry lists src/machines/*/*.model.ts as they are now, before it is loaded.
writeRegistry()
const { registry } = await import('../src/tools/registry.ts')
const { formatSnapshot, snapshotOf } = await import('../src/tools/testing/pathSnapshot.ts')

const OUT = resolve(import.meta.dirname, '../test/model/paths')
mkdirSync(OUT, { recursive: true })
const only = process.argv.slice(2)
for (const entry of registry.filter((e) => only.length === 0 || only.includes(e.id))) {
  const snapshot = await snapshotOf(entry)
  writeFileSync(resolve(OUT, `${entry.id}.json`), formatSnapshot(snapshot))
  console.log(`${entry.id}: ${String(snapshot.paths.length)} paths`)
}
