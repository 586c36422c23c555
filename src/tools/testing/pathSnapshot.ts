import type { EventObject } from 'xstate'
import {
  generatePaths,
  runPathOnMachine,
  type ModelPath,
  type PathStep,
  type RegistryEntry,
} from './testModel.ts'

/**
 * The generated paths of a machine as a committed, readable snapshot (`test/model/paths/<id>.json`):
 * each path with its stable id, its story, and per step the event case, the state reached and the
 * effects seen. The model tests build their list of cases from it without running a machine while
 * they load (so mutation testing can tell which test covers which mutant); a separate test
 * regenerates the paths and fails when they differ, so a change to a machine shows up in review.
 */
export interface SnapshotStep {
  event: string
  case: string
  /** The state value reached, as XState gives it (`{ "editing": "invalid" }`). */
  state: unknown
  /** Services called and effects done during the step (`login called`, `navigate /member/addemail`). */
  effects: string[]
}
export interface SnapshotPath {
  id: string
  description: string
  input: string
  steps: SnapshotStep[]
  /** Transitions taken, in the order first taken. */
  transitions: string[]
  /** Rule ids carried by those transitions. */
  rules: string[]
}
export interface PathSnapshot {
  machine: string
  paths: SnapshotPath[]
}

/** The snapshot of a machine's paths: each generated path run on the machine, its states and effects per step. */
export async function snapshotOf(entry: RegistryEntry): Promise<PathSnapshot> {
  const paths: SnapshotPath[] = []
  for (const path of generatePaths(entry)) {
    const steps: SnapshotStep[] = []
    let effectsBefore = 0
    let callsBefore = 0
    const run = await runPathOnMachine(entry, path, {
      onState: (snapshot, effects, step, calls) => {
        const seen = [
          ...calls.slice(callsBefore).map((c) => `${c.service} called`),
          ...effects.slice(effectsBefore).map((e) => {
            const to = (e.context as { destination?: unknown } | null)?.destination
            return e.name === 'navigate' && typeof to === 'string' ? `navigate ${to}` : e.name
          }),
        ]
        effectsBefore = effects.length
        callsBefore = calls.length
        if (step)
          steps.push({
            event: step.event.type,
            case: step.caseName,
            state: snapshot.value,
            effects: seen,
          })
      },
    })
    paths.push({
      id: path.id,
      description: path.description,
      input: path.input.name,
      steps,
      transitions: run.transitions,
      rules: run.rules,
    })
  }
  return { machine: entry.id, paths }
}

/** Rebuilds the path a snapshot entry tells, from the machine's test model (its named cases). */
export function pathFromSnapshot(entry: RegistryEntry, p: SnapshotPath): ModelPath {
  const input = entry.model.inputs.find((i) => i.name === p.input)
  if (!input) throw new Error(`${p.id}: the model has no input "${p.input}"`)
  const steps: PathStep[] = p.steps.map((s) => ({
    event: eventOf(entry, s),
    caseName: s.case,
    state: JSON.stringify(s.state),
  }))
  return { id: p.id, machine: entry.id, input, steps, description: p.description }
}

function eventOf(entry: RegistryEntry, s: SnapshotStep): EventObject {
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(s.event)
  if (outcome) {
    const cases = entry.model.outcomes[outcome[2] ?? '']
    if (outcome[1] === 'done') {
      const c = cases?.done.find((d) => d.name === s.case)
      if (!c && s.case !== 'done') throw new Error(`no answer "${s.case}" for ${s.event}`)
      return { type: s.event, output: c?.output } as EventObject
    }
    const c = cases?.error.find((d) => d.name === s.case)
    if (!c && s.case !== 'error') throw new Error(`no failure "${s.case}" for ${s.event}`)
    return { type: s.event, error: c?.error ?? new Error('error') } as EventObject
  }
  if (s.event.startsWith('xstate.after.')) return { type: s.event }
  const c = entry.model.events[s.event]?.find((e) => e.name === s.case)
  if (!c && s.case !== s.event) throw new Error(`no case "${s.case}" for ${s.event}`)
  return c ? (Object.fromEntries(Object.entries(c.event)) as EventObject) : { type: s.event }
}

/** The snapshot as text: one line per step, so a review reads the diff of a machine as stories. */
export function formatSnapshot(snapshot: PathSnapshot): string {
  const paths = snapshot.paths.map((p) =>
    [
      '    {',
      `      "id": ${JSON.stringify(p.id)},`,
      `      "description": ${JSON.stringify(p.description)},`,
      `      "input": ${JSON.stringify(p.input)},`,
      '      "steps": [',
      p.steps.map((s) => `        ${JSON.stringify(s)}`).join(',\n'),
      '      ],',
      `      "transitions": ${JSON.stringify(p.transitions)},`,
      `      "rules": ${JSON.stringify(p.rules)}`,
      '    }',
    ].join('\n'),
  )
  return `{\n  "machine": ${JSON.stringify(snapshot.machine)},\n  "paths": [\n${paths.join(',\n')}\n  ]\n}\n`
}
