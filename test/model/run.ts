import type { AnyMachineSnapshot } from 'xstate'
import {
  runPathOnMachine,
  type EffectCall,
  type ModelPath,
  type PathRun,
  type RegistryEntry,
  type ServiceCall,
} from '../../src/tools/testing/testModel.ts'
import { judge, type Seen, type Verdict } from './oracle/core/oracle.ts'
import { oracles } from './oracle/index.ts'
import { observers, seenOf, storyOf } from './observers.ts'

/**
 * One path run on its machine and judged by the spec's oracle: the run records, step by step, the
 * calls the inert services received and the injected effects, the observer turns them into what
 * could be seen, and the oracle says whether the spec's expectations were met. A rule counts as
 * exercised by the path only when the path takes a transition carrying it and its expectation was
 * checked.
 */
export interface JudgedRun {
  run: PathRun
  snapshots: AnyMachineSnapshot[]
  seen: Seen[]
  verdict: Verdict | null
  /** Rules carried by a transition the path took and checked by the oracle. */
  exercised: string[]
}

/** Cookies written through the cookie service during the current step (the test file mocks it). */
export const cookieJar: string[] = []

/**
 * A cookie's lifetime in the oracles' words, as the mocked cookie service records it. Without
 * Max-Age a cookie is a session cookie, gone when the browser closes: "for good" needs a
 * far-future expiry (ten years or more).
 */
export function lifetimeOf(maxAgeS: number | undefined): string {
  if (maxAgeS === undefined) return 'for the browser session'
  if (maxAgeS === 86_400) return 'for a day'
  if (maxAgeS >= 10 * 365 * 86_400) return 'for good'
  return `for ${String(maxAgeS)} s`
}

export async function runAndJudge(
  entry: RegistryEntry,
  path: ModelPath,
  options: { checkStates?: boolean } = {},
): Promise<JudgedRun> {
  const observer = observers[entry.id]
  const oracle = oracles[entry.id]
  const snapshots: AnyMachineSnapshot[] = []
  const seen: Seen[] = []
  let effectsBefore = 0
  let callsBefore = 0
  cookieJar.splice(0)
  const run = await runPathOnMachine(entry, path, {
    checkStates: options.checkStates ?? true,
    onState: (snapshot, effects: readonly EffectCall[], step, calls: readonly ServiceCall[]) => {
      snapshots.push(snapshot)
      if (observer)
        seen.push(
          seenOf(
            observer,
            snapshot,
            effects.slice(effectsBefore),
            calls.slice(callsBefore),
            cookieJar.splice(0),
          ),
        )
      effectsBefore = effects.length
      callsBefore = calls.length
    },
  })
  const verdict = oracle && observer ? judge(oracle, storyOf(path), seen) : null
  const exercised = verdict ? run.rules.filter((r) => verdict.checked.has(r)) : []
  return { run, snapshots, seen, verdict, exercised }
}
