import { cleanup } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { SimulatedClock } from 'xstate'
import type { ShownError } from '../../src/machines/core/failure.ts'
import { pathFromSnapshot, type PathSnapshot } from '../../src/tools/testing/pathSnapshot.ts'
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
import { pageCover } from './pageCover.ts'
import { runAndJudge } from './run.ts'
import { viewModels, type ViewEffects } from './viewModels.tsx'

/**
 * Model-based runs on the pages (QA): of a process that has a page (`<area>/<process>.view.tsx`),
 * the committed paths that together show every input, transition and state by event case
 * (`pageCover`) are run on the machine for the states to expect, then performed by a user on the
 * page in happy-dom with MSW answering from the contract; what the user sees is checked in every
 * state. Every path runs on the machine, judged by its oracle, in machines.machine.test.ts.
 */

const isTimeout = (e: { type: string; error?: unknown }) =>
  isApiError(e.error) && e.error.kind === 'timeout'

const snapshots = import.meta.glob<PathSnapshot>('./paths/*.json', {
  eager: true,
  import: 'default',
})
const snapshotOf = (id: string): PathSnapshot | undefined =>
  Object.entries(snapshots).find(([file]) => file.endsWith(`/${id}.json`))?.[1]

/**
 * The paths of every page's process, dealt round `of` test files (`views.<n>.test.tsx`) so that
 * Vitest's workers share them: one file held them all and was the longest of the model run.
 */
export function runViewPaths(shard: number, of: number): void {
  beforeAll(() => startApi())
  afterAll(() => server.close())

  let dealt = 0
  for (const entry of registry) {
    const view = viewModels[entry.id]
    if (!view) continue
    const paths = pageCover(snapshotOf(entry.id)?.paths ?? []).filter(
      () => dealt++ % of === shard - 1,
    )
    if (paths.length === 0) continue

    describe(`${entry.id}: ${entry.title}`, () => {
      for (const p of paths) {
        test(`view ${p.id}: ${p.description}`, async () => {
          const path = pathFromSnapshot(entry, p)
          const expected = (await runAndJudge(entry, path)).snapshots
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
          // No pause between keystrokes: every key still dispatches its events, without a macrotask each.
          const user = userEvent.setup({ delay: null })
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
                if (typeof endpoint === 'string') await answer(endpoint, responseFor(step.event))
                else await endpoint.answer(step.event)
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
            const own = Object.values(view.services).flatMap((s) =>
              typeof s === 'string' ? [s] : s.endpoints,
            )
            expect(unanswered().filter((name) => !own.includes(name))).toEqual([])
          } finally {
            restore()
            cleanup()
          }
          // A long path types dozens of keys as a user would: give it room on a busy machine.
        }, 20_000)
      }
    })
  }
}
