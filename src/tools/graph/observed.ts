import type { MachineGraph } from './graph.ts'

/**
 * Observed coverage: what the real application's actors did during the end-to-end run
 * (`reports/model-coverage/observed.json`, written by e2e/tools/observedTeardown.ts), set beside
 * what the generated paths cover. The report and the atlas both read it through this file.
 */

export interface ObservedMachine {
  /** Times each transition was taken, by transition id. */
  transitions: Record<string, number>
  /** Times each state was active in a reported snapshot, by state path. */
  states: Record<string, number>
  /** The end-to-end tests in which the machine ran. */
  tests: string[]
}

export interface ObservedRun {
  recordedAt: string
  /** How many end-to-end tests reported. */
  tests: number
  machines: Record<string, ObservedMachine>
}

export const emptyObserved = (): ObservedMachine => ({ transitions: {}, states: {}, tests: [] })

/** Adds one step of one machine, seen in one test. */
export function addStep(
  into: ObservedMachine,
  step: { transitions: readonly string[]; states: readonly string[] },
  test: string,
): void {
  for (const t of step.transitions) into.transitions[t] = (into.transitions[t] ?? 0) + 1
  for (const s of step.states) into.states[s] = (into.states[s] ?? 0) + 1
  if (!into.tests.includes(test)) into.tests.push(test)
}

/** Merges the runs of several tests (or workers) into one. */
export function mergeObserved(parts: readonly ObservedRun[], recordedAt: string): ObservedRun {
  const machines: Record<string, ObservedMachine> = {}
  for (const part of parts)
    for (const [id, m] of Object.entries(part.machines)) {
      const into = (machines[id] ??= emptyObserved())
      for (const [t, n] of Object.entries(m.transitions))
        into.transitions[t] = (into.transitions[t] ?? 0) + n
      for (const [s, n] of Object.entries(m.states)) into.states[s] = (into.states[s] ?? 0) + n
      for (const test of m.tests) if (!into.tests.includes(test)) into.tests.push(test)
    }
  return { recordedAt, tests: parts.reduce((n, p) => n + p.tests, 0), machines }
}

export interface CoverageRow {
  transition: string
  /** A generated path takes it. */
  planned: boolean
  /** The real app took it end to end (how many times). */
  observed: number
}

export interface CoverageComparison {
  rows: CoverageRow[]
  total: number
  planned: number
  observed: number
  /** Transitions the real app took that no generated path takes. */
  observedOnly: string[]
  /** Transition ids the app reported that the machine does not have (the machine changed since). */
  unknown: string[]
}

/** Per transition of the machine: covered by the paths, taken by the real app, or both. */
export function compareCoverage(
  graph: MachineGraph,
  plannedTransitions: Iterable<string>,
  observed: ObservedMachine | undefined,
): CoverageComparison {
  const planned = new Set(plannedTransitions)
  const seen = observed?.transitions ?? {}
  const rows = graph.transitions.map((t) => ({
    transition: t.id,
    planned: planned.has(t.id),
    observed: seen[t.id] ?? 0,
  }))
  const known = new Set(graph.transitions.map((t) => t.id))
  return {
    rows,
    total: rows.length,
    planned: rows.filter((r) => r.planned).length,
    observed: rows.filter((r) => r.observed > 0).length,
    observedOnly: rows.filter((r) => r.observed > 0 && !r.planned).map((r) => r.transition),
    unknown: Object.keys(seen).filter((id) => !known.has(id)),
  }
}
