import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from 'vitest'
import { registry } from '../../src/tools/registry.ts'
import { formatSnapshot, snapshotOf } from '../../src/tools/testing/pathSnapshot.ts'

/**
 * The committed paths are the paths the machines generate now: a change to a machine or to its
 * test model shows up as a change of test/model/paths/<process>.json in review
 * (`npm run model:paths` rewrites them).
 */
for (const entry of registry)
  test(`the committed paths of ${entry.id} are the ones its machine generates`, async () => {
    const committed = readFileSync(resolve(import.meta.dirname, `paths/${entry.id}.json`), 'utf8')
    expect(
      formatSnapshot(await snapshotOf(entry)),
      'run npm run model:paths and review the change',
    ).toBe(committed)
    // Generating and running every path of a large machine takes seconds on a busy machine.
  }, 60_000)
