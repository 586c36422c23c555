import { afterAll, describe, expect, test, vi } from 'vitest'
import { coverageOf, type MachineCoverage } from '../../src/tools/testing/testModel.ts'
import { pathFromSnapshot, type PathSnapshot } from '../../src/tools/testing/pathSnapshot.ts'
import { describeMachine } from '../../src/tools/graph/graph.ts'
import { registry } from '../../src/tools/registry.ts'
import { writeReport, type RunResult } from './report.ts'
import { cookieJar, lifetimeOf, runAndJudge } from './run.ts'
import { extraStories, storyPath } from './stories.ts'

/**
 * Model-based runs on the machines (QA): the paths of every registered process, as committed in
 * `test/model/paths/<process>.json` (regenerated and compared by paths.machine.test.ts), each run
 * on its machine with inert services and judged by the spec's oracle (test/model/oracle/). Nothing
 * runs a machine while this file loads: mutation testing (npm run test:mutation) can then tell which
 * test covers which mutant. The last test writes reports/model-coverage/ and fails on anything
 * uncovered without a reason in the process's model.
 */

// Cookies are a service: the runs see what the machines ask it to write, never a real cookie jar.
vi.mock('../../src/services/core/cookies.ts', async (original) => ({
  ...(await original<typeof import('../../src/services/core/cookies.ts')>()),
  writeCookie: (name: string, _value: string, options: { maxAgeS?: number } = {}) => {
    cookieJar.push(`${name} ${lifetimeOf(options.maxAgeS)}`)
  },
  readCookie: () => null,
}))

const snapshots = import.meta.glob<PathSnapshot>('./paths/*.json', {
  eager: true,
  import: 'default',
})
const snapshotOf = (id: string): PathSnapshot | undefined =>
  Object.entries(snapshots).find(([file]) => file.endsWith(`/${id}.json`))?.[1]

const results: RunResult[] = []
afterAll(() => {
  const coverage: MachineCoverage[] = registry.map((entry) =>
    coverageOf(
      entry,
      describeMachine(entry.machine),
      results.filter((r) => r.machine === entry.id).map((r) => ({ ...r.run, rules: r.exercised })),
    ),
  )
  writeReport(coverage, registry, results)
})

for (const entry of registry) {
  const snapshot = snapshotOf(entry.id)

  describe(`${entry.id}: ${entry.title}`, () => {
    test('the model yields paths, committed in test/model/paths', () => {
      expect(snapshot?.paths.length ?? 0).toBeGreaterThan(0)
    })

    for (const p of snapshot?.paths ?? []) {
      test(`machine ${p.id}: ${p.description}`, async () => {
        const judged = await runAndJudge(entry, pathFromSnapshot(entry, p))
        results.push({
          machine: entry.id,
          path: p.id,
          description: p.description,
          run: judged.run,
          exercised: judged.exercised,
          checked: judged.verdict ? [...judged.verdict.checked.keys()] : [],
          failures: judged.verdict?.failures ?? [],
        })
        expect(judged.verdict?.failures ?? []).toEqual([])
      })
    }

    // Stories beside the generated paths (test/model/<area>/<process>.stories.ts): no recorded
    // states, only the oracle judges them.
    for (const story of extraStories[entry.id] ?? []) {
      const path = storyPath(entry, story)
      test(`story ${path.id}: ${story.name}`, async () => {
        const judged = await runAndJudge(entry, path, { checkStates: false })
        results.push({
          machine: entry.id,
          path: path.id,
          description: path.description,
          run: judged.run,
          exercised: judged.exercised,
          checked: judged.verdict ? [...judged.verdict.checked.keys()] : [],
          failures: judged.verdict?.failures ?? [],
        })
        expect(judged.verdict?.checked.size ?? 0).toBeGreaterThan(0)
        expect(judged.verdict?.failures ?? []).toEqual([])
      })
    }
  })
}

test('coverage: every state, transition and guard outcome is covered or explained', () => {
  const unexplained = registry.flatMap((entry) => {
    const runs = results.filter((r) => r.machine === entry.id).map((r) => r.run)
    const c = coverageOf(entry, describeMachine(entry.machine), runs)
    return c.missing.filter((m) => m.reason === null).map((m) => `${c.id}: ${m.kind} ${m.id}`)
  })
  expect(unexplained).toEqual([])
})
