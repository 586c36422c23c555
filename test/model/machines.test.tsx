import { cleanup } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { SimulatedClock, type AnyMachineSnapshot } from 'xstate'
import type { ShownError } from '../../src/machines/core/failure.ts'
import {
  coverageOf,
  generatePaths,
  runPathOnMachine,
  type MachineCoverage,
  type ModelPath,
  type PathRun,
} from '../../src/tools/testing/testModel.ts'
import { describeMachine } from '../../src/tools/graph/graph.ts'
import { registry } from '../../src/tools/registry.ts'
import { isApiError } from '../../src/services/core/apiError.ts'
import {
  answer,
  compressLongTimers,
  resetApi,
  responseFor,
  server,
  startApi,
  unanswered,
} from './harness.tsx'
import { writeReport, type ViewResult } from './report.ts'
import { machineChecks, viewModels, type ViewEffects } from './viewModels.tsx'

/**
 * Model-based coverage (QA): for every registered machine, paths are generated from the machine
 * with xstate/graph, then each path runs twice: on the machine itself (with the process's check,
 * `<area>/<process>.check.ts`, when it has one) and, when the process has a view model
 * (`<area>/<process>.view.tsx`), on the view in happy-dom with MSW answering from the contract.
 * Nothing here names a process. The last test writes reports/model-coverage/ and fails on
 * anything uncovered without a reason in the process's model.
 */

const isTimeout = (e: { type: string; error?: unknown }) =>
  isApiError(e.error) && e.error.kind === 'timeout'

const runs = new Map<string, PathRun[]>()
const expectedSnapshots = new Map<string, AnyMachineSnapshot[]>()
const viewResults: ViewResult[] = []

beforeAll(() => startApi())
afterAll(() => server.close())

for (const entry of registry) {
  const paths: ModelPath[] = generatePaths(entry)
  const view = viewModels[entry.id]
  const check = machineChecks[entry.id]

  describe(`${entry.id}: ${entry.title}`, () => {
    test('the model yields paths', () => {
      expect(paths.length).toBeGreaterThan(0)
    })

    for (const path of paths) {
      test(`machine ${path.id}: ${path.description}`, async () => {
        const snapshots: AnyMachineSnapshot[] = []
        const run = await runPathOnMachine(entry, path, {
          onState: (snapshot, effects, step) => {
            snapshots.push(snapshot)
            check?.(snapshot, effects, step?.caseName ?? null)
          },
        })
        expectedSnapshots.set(path.id, snapshots)
        runs.set(entry.id, [...(runs.get(entry.id) ?? []), run])
      })

      if (view) {
        test(`view ${path.id}: ${path.description}`, async () => {
          const expected = expectedSnapshots.get(path.id)
          if (!expected) throw new Error('the machine run of this path failed first')
          // Only a path that ends a call by timeout runs the client's 5 s / 60 s timers fast, until that step is done.
          const timeoutAt = path.steps.findIndex((s) => isTimeout(s.event))
          let restore = timeoutAt >= 0 ? compressLongTimers() : () => undefined
          resetApi()
          const effects: ViewEffects = {
            navigate: vi.fn<(to: string) => void>(),
            sessionChanged: vi.fn<() => void>(),
            reportFailure: vi.fn<(error: ShownError) => void>(),
            clock: new SimulatedClock(),
          }
          const user = userEvent.setup()
          try {
            await view.render(path, effects)
            const first = expected[0]
            if (first) await view.see(first, effects)
            for (const [i, step] of path.steps.entries()) {
              const type = step.event.type
              const service = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)?.[2]
              if (service) {
                const endpoint = view.services[service]
                if (!endpoint) throw new Error(`no endpoint for ${service}`)
                await answer(endpoint, responseFor(step.event))
                if (i === timeoutAt) {
                  const next = expected[i + 1]
                  if (next) await view.see(next, effects)
                  restore()
                  restore = () => undefined
                  continue
                }
              } else {
                const perform = view.events[type]
                if (!perform) throw new Error(`the view model cannot perform ${type}`)
                await perform(step, user, effects)
              }
              const next = expected[i + 1]
              if (next) await view.see(next, effects)
            }
            // A call the process does not make is an error (the path may end before its own call is answered).
            const own = Object.values(view.services)
            expect(unanswered().filter((name) => !own.includes(name))).toEqual([])
            viewResults.push({ machine: entry.id, path: path.id, passed: true })
          } catch (e) {
            viewResults.push({ machine: entry.id, path: path.id, passed: false })
            throw e
          } finally {
            restore()
            cleanup()
          }
          // A long path types dozens of keys as a user would: give it room on a busy machine.
        }, 20_000)
      }
    }
  })
}

test('coverage: every state, transition and guard outcome is covered or explained', () => {
  const coverage: MachineCoverage[] = registry.map((entry) =>
    coverageOf(entry, describeMachine(entry.machine), runs.get(entry.id) ?? []),
  )
  writeReport(coverage, registry, runs, viewResults)
  const unexplained = coverage.flatMap((c) =>
    c.missing.filter((m) => m.reason === null).map((m) => `${c.id}: ${m.kind} ${m.id}`),
  )
  expect(unexplained).toEqual([])
  for (const id of ['signIn', 'socialSignIn']) {
    const c = coverage.find((x) => x.id === id)
    expect(c?.missing).toEqual([])
  }
})
