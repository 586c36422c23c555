import {
  createActor,
  fromPromise,
  type StateValue,
  type AnyMachineSnapshot,
  type AnyStateNode,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate'
import { TestModel } from 'xstate/graph'
import type { EventFrom, InputFrom, SnapshotFrom } from 'xstate'
import type { RuleId } from '../../machines/core/rules.ts'
import type { Area } from '../../machines/core/types.ts'
import {
  activePaths,
  describeMachine,
  guardOutcomesOf,
  kindOf,
  transitionId,
  type MachineGraph,
} from '../graph/graph.ts'

/**
 * Model-based paths for every registered machine, the runs of those paths on the machine itself,
 * and the coverage they reach. Shared by `npm run test:model`, the atlas and `atlas:export`.
 */

/** An event with its payload. */
export type AnyEvent = EventObject & Record<string, unknown>

/** One named event payload; `name` names it in path descriptions and reports. */
export interface EventCase {
  name: string
  event: AnyEvent
}
export interface OutcomeCases {
  done: { name: string; output: unknown }[]
  error: { name: string; error: unknown }[]
}
export interface InputCase {
  name: string
  input: unknown
  /** The regions explored from this input (default: every region): an input added for one concern. */
  regions?: string[]
}

export interface MachineTestModel {
  /** Each input the machine is started with; paths are generated from each. */
  inputs: InputCase[]
  /** Payload cases per event type (an event without cases is sent bare). */
  events: Record<string, EventCase[]>
  /** Service outcome cases per invoke id: each answer and each failure. */
  outcomes: Record<string, OutcomeCases>
  /** What tells two snapshots of one state apart for the guards (default: nothing but the state). */
  project?(snapshot: AnyMachineSnapshot): unknown
  /** Injected actions whose calls the runs record (navigation and other effects). */
  effects: string[]
  /** Effects that also do their real work during runs (their services are mocked by the test). */
  passThrough?: string[]
  /**
   * Parallel regions tested one at a time: region name → the event types that move it (or
   * `type#case` for one case of a type). Paths are
   * generated per region, the other regions staying where they start, so their combined states do
   * not multiply the paths.
   */
  regions?: Record<string, string[]>
}

export interface RegistryEntry {
  id: string
  title: string
  area: Area
  /** The rule ids this machine implements. */
  rules: RuleId[]
  machine: AnyStateMachine
  model: MachineTestModel
  /** States, transitions or guard outcomes (`<transition id>:true|false`) left uncovered on purpose, with the reason. */
  uncovered?: Record<string, string>
}

/**
 * A process's test model, typed by its machine (`src/machines/<area>/<process>.model.ts` exports it
 * as `model`): inputs are the machine's input, each event case is one of its events, the projection
 * reads its snapshot, rule ids are the catalogue's. The generated registry lists every such file.
 */
export interface ProcessModel<TMachine extends AnyStateMachine> {
  id: string
  title: string
  area: Area
  rules: RuleId[]
  machine: TMachine
  model: {
    inputs: { name: string; input: InputFrom<TMachine>; regions?: string[] }[]
    events: {
      [K in EventFrom<TMachine>['type']]?: {
        name: string
        event: Extract<EventFrom<TMachine>, { type: K }>
      }[]
    }
    outcomes: Record<string, OutcomeCases>
    project?: (snapshot: SnapshotFrom<TMachine>) => unknown
    effects: string[]
    passThrough?: string[]
    regions?: Record<string, string[]>
  }
  uncovered?: Record<string, string>
}

export function defineModel<TMachine extends AnyStateMachine>(
  process: ProcessModel<TMachine>,
): RegistryEntry {
  const { project, ...model } = process.model
  return {
    ...process,
    model: {
      ...model,
      events: model.events as Record<string, EventCase[]>,
      ...(project
        ? { project: (s: AnyMachineSnapshot) => project(s as SnapshotFrom<TMachine>) }
        : {}),
    },
  }
}

export interface PathStep {
  /** The event as sent, with its case name. */
  event: EventObject
  caseName: string
  /** State value reached after the step, JSON. */
  state: string
}
export interface ModelPath {
  id: string
  machine: string
  input: InputCase
  steps: PathStep[]
  /** The user-level story: "start (input) → event (case) → …". */
  description: string
}

const CASE = '__case'
type CasedEvent = EventObject & { [CASE]?: string }
const caseOf = (e: EventObject): string => (e as CasedEvent)[CASE] ?? e.type
const withCase = (event: AnyEvent, name: string): AnyEvent => ({ ...event, [CASE]: name })
/** The event without its case tag, as the machine and the view receive it. */
export const plainEvent = (e: EventObject): EventObject => {
  return Object.fromEntries(Object.entries(e).filter(([k]) => k !== CASE)) as EventObject
}

/** A service call an inert actor received: the invoked actor's name and its input. */
export interface ServiceCall {
  service: string
  input: unknown
}

type EffectImpl = (args: { context: unknown; event: EventObject }, params: unknown) => void

/**
 * Actors that never settle: during traversal and machine runs, the path's own done/error events
 * decide. Each records the call it received (`onCall`), so a run can show what was asked of whom.
 */
export function inertMachine(
  entry: RegistryEntry,
  effects: Record<string, EffectImpl> = {},
  onCall: (call: ServiceCall) => void = () => undefined,
): AnyStateMachine {
  const actors: Record<string, ReturnType<typeof fromPromise>> = {}
  for (const name of Object.keys(entry.machine.implementations.actors))
    actors[name] = fromPromise<unknown, unknown>(({ input }) => {
      onCall({ service: name, input })
      return new Promise<unknown>(() => undefined)
    })
  const actions: Record<string, EffectImpl> = {}
  for (const name of entry.model.effects) actions[name] = effects[name] ?? (() => undefined)
  return entry.machine.provide({ actors, actions } as Parameters<AnyStateMachine['provide']>[0])
}

function eventsFor(
  entry: RegistryEntry,
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
): AnyEvent[] {
  const types = new Set<string>()
  for (const node of activeNodes(machine, snapshot))
    for (const type of node.transitions.keys()) types.add(type)
  const out: AnyEvent[] = []
  for (const type of types) {
    const kind = kindOf(type)
    if (kind === 'done' || kind === 'error') {
      const invokeId = type.replace(/^xstate\.(done|error)\.actor\./, '')
      const cases = entry.model.outcomes[invokeId]
      if (kind === 'done')
        for (const c of cases?.done ?? [{ name: 'done', output: undefined }])
          out.push(withCase({ type, output: c.output }, c.name))
      else
        for (const c of cases?.error ?? [{ name: 'error', error: new Error('error') }])
          out.push(withCase({ type, error: c.error }, c.name))
    } else if (kind === 'after') {
      out.push(withCase({ type }, 'time passes'))
    } else {
      const cases = entry.model.events[type] ?? [{ name: type, event: { type } }]
      for (const c of cases) out.push(withCase(c.event, c.name))
    }
  }
  return out
}

/** The active state nodes of a snapshot, the machine's root included (it may hold transitions too). */
function activeNodes(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return [
    machine.root,
    ...activePaths(snapshot.value as StateValue).map((p) =>
      machine.getStateNodeById(`${machine.id}.${p}`),
    ),
  ]
}

/** Guarded candidates for an event in the active nodes: when the event changes nothing, each of their guards was false. */
function ignoredGuardOutcomes(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  type: string,
): string[] {
  return activeNodes(machine, snapshot).flatMap((node) =>
    (node.transitions.get(type) ?? [])
      .filter((t) => t.guard)
      .map((t) => `${transitionId(t)}:false`),
  )
}

/** The event cases possible in a snapshot (the atlas's simulate mode offers exactly these). */
export function possibleEvents(
  entry: RegistryEntry,
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
): { caseName: string; event: EventObject }[] {
  return eventsFor(entry, machine, snapshot)
    .map((e) => ({ caseName: caseOf(e), event: plainEvent(e) }))
    .filter((c) => snapshot.can(c.event))
}

const serialize = (entry: RegistryEntry) => (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, entry.model.project?.(snapshot) ?? null])

/**
 * Transition coverage paths: for every edge of the adjacency map (every state × every event case),
 * the shortest path to its source followed by that edge. Then fewer, better paths: a path that is
 * the start of another is dropped, and of the paths that take the same transitions with the same
 * guard outcomes, the same data at each guarded decision (the model's projection), the same
 * service answers and the same destinations, only the first is kept. Ids are stable: the machine,
 * the last step in words and a hash of the whole story.
 */
export function generatePaths(entry: RegistryEntry): ModelPath[] {
  const regions = Object.entries(entry.model.regions ?? { '': [] })
  const all: ModelPath[] = []
  for (const [region, types] of regions)
    for (const input of entry.model.inputs) {
      if (input.regions && !input.regions.includes(region)) continue
      const machine = inertMachine(entry)
      const key = serialize(entry)
      const model = new TestModel<AnyMachineSnapshot, AnyEvent, unknown>(machine, {
        input: input.input,
        events: (s) =>
          eventsFor(entry, machine, s).filter(
            (e) =>
              region === '' || types.includes(e.type) || types.includes(`${e.type}#${caseOf(e)}`),
          ),
        serializeState: (s) => key(s),
        serializeEvent: (e) => `${e.type}#${caseOf(e)}`,
      })
      const shortest = new Map<string, AnyEvent[]>()
      // Steps start with xstate.init; the rest are the events that reach the vertex.
      for (const p of model.getShortestPaths({ allowDuplicatePaths: true }))
        shortest.set(
          key(p.state),
          p.steps.slice(1).map((s) => s.event),
        )
      const adjacency = model.getAdjacencyMap()
      for (const vertex of Object.keys(adjacency)) {
        const head = shortest.get(vertex)
        const edges = adjacency[vertex as keyof typeof adjacency]?.transitions ?? {}
        if (!head) continue
        for (const { event } of Object.values(edges))
          all.push(toPath(entry, input, [...head, event], region))
      }
    }
  const unique = new Map<string, ModelPath>()
  for (const p of all) unique.set(signature(p), p)
  const list = [...unique.values()]
  const longer = list.filter(
    (p) =>
      !list.some(
        (q) =>
          q !== p &&
          q.input.name === p.input.name &&
          q.steps.length > p.steps.length &&
          signature(q).startsWith(signature(p) + ' → '),
      ),
  )
  const kept = new Map<string, ModelPath>()
  for (const p of [...longer].sort(
    (a, b) => a.steps.length - b.steps.length || signature(a).localeCompare(signature(b)),
  )) {
    const k = traceKey(entry, p)
    if (!kept.has(k)) kept.set(k, p)
  }
  return [...kept.values()]
    .map((p) => ({
      ...p,
      id: pathId(entry.id, signature(p), p.steps.at(-1)?.caseName ?? p.input.name),
    }))
    .sort((a, b) => a.description.localeCompare(b.description))
}

const signature = (p: ModelPath) =>
  [p.input.name, ...p.steps.map((s) => `${s.event.type}#${s.caseName}`)].join(' → ')

/** 32-bit FNV-1a as 6 hex digits: tells the paths of one machine apart, the same on every run. */
export function shortHash(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(16).padStart(8, '0').slice(0, 6)
}

/** `signIn-loginresult-0-no-e-mail-3fa2c1`: it changes only when the path itself changes. */
export const pathId = (machine: string, signature: string, lastCase: string): string =>
  `${machine}-${lastCase
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48)}-${shortHash(signature)}`

/**
 * What a path does, for telling two paths apart: the transitions it takes with their guard
 * outcomes, the data the guards read at each guarded decision, the service answers it receives
 * and where it navigates.
 */
function traceKey(entry: RegistryEntry, path: ModelPath): string {
  const key = serialize(entry)
  const taken: AnyTransitionDefinition[] = []
  const destinations: string[] = []
  const machine = inertMachine(entry, {
    navigate: ({ context }) => {
      const to = (context as { destination?: unknown }).destination
      destinations.push(typeof to === 'string' ? to : 'navigate')
    },
  })
  const actor = createActor(machine, {
    input: path.input.input,
    inspect: (ev) => {
      if (ev.type !== '@xstate.microstep' || ev.actorRef.sessionId !== ev.rootId) return
      taken.push(...(ev as unknown as { _transitions: AnyTransitionDefinition[] })._transitions)
    },
  })
  actor.start()
  const guards = new Set<string>()
  const decisions: string[] = []
  for (const step of path.steps) {
    const before = actor.getSnapshot() as AnyMachineSnapshot
    const from = taken.length
    actor.send(step.event)
    const now = taken.slice(from)
    const outcomes =
      now.length === 0
        ? ignoredGuardOutcomes(machine, before, step.event.type)
        : now.flatMap(guardOutcomesOf)
    outcomes.forEach((g) => guards.add(g))
    if (outcomes.length > 0) decisions.push(key(before))
  }
  actor.stop()
  const answers = path.steps
    .filter((s) => kindOf(s.event.type) !== 'event')
    .map((s) => `${s.event.type}#${s.caseName}`)
  return JSON.stringify([
    [...new Set(taken.map(transitionId))].sort(),
    [...guards].sort(),
    [...new Set(decisions)].sort(),
    [...new Set(answers)].sort(),
    destinations,
  ])
}

function toPath(
  entry: RegistryEntry,
  input: InputCase,
  events: AnyEvent[],
  region: string,
): ModelPath {
  // Replay the events on the pure transition function to record each state reached.
  const actor = createActor(inertMachine(entry), { input: input.input })
  actor.start()
  const steps: PathStep[] = events.map((e) => {
    actor.send(plainEvent(e))
    return {
      event: plainEvent(e),
      caseName: caseOf(e),
      state: JSON.stringify(actor.getSnapshot().value),
    }
  })
  actor.stop()
  const description = [
    `start (${input.name}${region ? `; ${region}` : ''})`,
    ...steps.map((s) =>
      s.caseName === s.event.type ? s.event.type : `${s.event.type} (${s.caseName})`,
    ),
  ].join(' → ')
  return { id: '', machine: entry.id, input, steps, description }
}

export interface EffectCall {
  name: string
  context: unknown
  /** The action's params, when the machine passes some. */
  params?: unknown
}

export interface RunHooks {
  /** Called after start and after every step, with the snapshot, and the effects and service calls recorded so far. */
  onState?: (
    snapshot: AnyMachineSnapshot,
    effects: readonly EffectCall[],
    step: PathStep | null,
    calls: readonly ServiceCall[],
  ) => void | Promise<void>
  /** Fail when a step reaches another state than the path recorded (default true). */
  checkStates?: boolean
}

export interface PathRun {
  path: ModelPath
  states: string[]
  transitions: string[]
  guardOutcomes: string[]
  /** Rules carried by the transitions the path took (a state's rules do not count). */
  rules: string[]
  effects: EffectCall[]
  calls: ServiceCall[]
}

/** Runs one path on the machine itself: an actor with inert services, each step sent as its event. */
export async function runPathOnMachine(
  entry: RegistryEntry,
  path: ModelPath,
  hooks: RunHooks = {},
): Promise<PathRun> {
  const effects: EffectCall[] = []
  const calls: ServiceCall[] = []
  const implementations = entry.machine.implementations.actions as Record<string, unknown>
  const recorders: Record<string, EffectImpl> = {}
  for (const name of entry.model.effects)
    recorders[name] = (args, params) => {
      effects.push({ name, context: args.context, ...(params === undefined ? {} : { params }) })
      // An effect the model passes through also does its real work (through mocked services).
      const real = implementations[name]
      if (entry.model.passThrough?.includes(name) && typeof real === 'function')
        (real as EffectImpl)(args, params)
    }
  const machine = inertMachine(entry, recorders, (call) => calls.push(call))
  const states = new Set<string>()
  const taken: AnyTransitionDefinition[] = []
  const actor = createActor(machine, {
    input: path.input.input,
    inspect: (ev) => {
      if (ev.type !== '@xstate.microstep' || ev.actorRef.sessionId !== ev.rootId) return
      const step = ev as unknown as {
        snapshot: AnyMachineSnapshot
        _transitions: AnyTransitionDefinition[]
      }
      activePaths(step.snapshot.value as StateValue).forEach((s) => states.add(s))
      taken.push(...step._transitions)
    },
  })
  actor.start()
  initialPaths(entry.machine).forEach((s) => states.add(s))
  activePaths(actor.getSnapshot().value as StateValue).forEach((s) => states.add(s))
  await hooks.onState?.(actor.getSnapshot(), effects, null, calls)
  const ignored: string[] = []
  for (const step of path.steps) {
    const before = actor.getSnapshot() as AnyMachineSnapshot
    const takenBefore = taken.length
    actor.send(step.event)
    if (taken.length === takenBefore)
      ignored.push(...ignoredGuardOutcomes(machine, before, step.event.type))
    const snapshot = actor.getSnapshot()
    const reached = JSON.stringify(snapshot.value)
    if (hooks.checkStates !== false && reached !== step.state)
      throw new Error(
        `${path.id}: after ${step.event.type} (${step.caseName}) the machine is in ${reached}, the model expected ${step.state}`,
      )
    activePaths(snapshot.value as StateValue).forEach((s) => states.add(s))
    await hooks.onState?.(snapshot, effects, step, calls)
  }
  actor.stop()
  const graph = describeMachine(entry.machine)
  const transitions = [...new Set(taken.map(transitionId))]
  const guardOutcomes = [...new Set([...taken.flatMap(guardOutcomesOf), ...ignored])]
  const rules = new Set<string>()
  for (const t of graph.transitions)
    if (transitions.includes(t.id)) t.rules.forEach((r) => rules.add(r))
  return {
    path,
    states: [...states],
    transitions,
    guardOutcomes,
    rules: [...rules].sort(ruleOrder),
    effects,
    calls,
  }
}

/** The states entered on start, before any eventless transition moves on. */
function initialPaths(machine: AnyStateMachine): string[] {
  const out: string[] = []
  let targets = machine.root.initial.target
  while (targets.length > 0) {
    out.push(...targets.map((t) => t.path.join('.')))
    targets = targets.flatMap((t) => t.initial.target)
  }
  return out
}

export const ruleOrder = (a: string, b: string): number => {
  const [pa = '', na = '0'] = a.split(/-(?=\d+$)/)
  const [pb = '', nb = '0'] = b.split(/-(?=\d+$)/)
  return pa === pb ? Number(na) - Number(nb) : pa.localeCompare(pb)
}

export interface Figure {
  covered: number
  total: number
}
export interface MachineCoverage {
  id: string
  title: string
  area: Area
  paths: number
  states: Figure
  transitions: Figure
  guardOutcomes: Figure
  /** Items never reached, each with the registry's reason when it gives one. */
  missing: { kind: 'state' | 'transition' | 'guard'; id: string; reason: string | null }[]
  /** Rule id → path ids that exercise it. */
  rulePaths: Record<string, string[]>
  /** Transition id → path ids that take it. */
  transitionPaths: Record<string, string[]>
  stateIds: string[]
  transitionIds: string[]
  guardOutcomeIds: string[]
}

export function coverageOf(
  entry: RegistryEntry,
  graph: MachineGraph,
  runs: readonly PathRun[],
): MachineCoverage {
  const seenStates = new Set(runs.flatMap((r) => r.states))
  const seenTransitions = new Set(runs.flatMap((r) => r.transitions))
  const seenGuards = new Set(runs.flatMap((r) => r.guardOutcomes))
  const reason = (id: string) => entry.uncovered?.[id] ?? null
  const missing: MachineCoverage['missing'] = [
    ...graph.states
      .filter((s) => !seenStates.has(s.id))
      .map((s) => ({ kind: 'state' as const, id: s.id, reason: reason(s.id) })),
    ...graph.transitions
      .filter((t) => !seenTransitions.has(t.id))
      .map((t) => ({ kind: 'transition' as const, id: t.id, reason: reason(t.id) })),
    ...graph.guardOutcomes
      .filter((g) => !seenGuards.has(g.id))
      .map((g) => ({ kind: 'guard' as const, id: g.id, reason: reason(g.id) })),
  ]
  const rulePaths: Record<string, string[]> = {}
  const transitionPaths: Record<string, string[]> = {}
  for (const run of runs) {
    for (const r of run.rules) (rulePaths[r] ??= []).push(run.path.id)
    for (const t of run.transitions) (transitionPaths[t] ??= []).push(run.path.id)
  }
  const count = (ids: string[], seen: Set<string>): Figure => ({
    covered: ids.filter((id) => seen.has(id)).length,
    total: ids.length,
  })
  return {
    id: entry.id,
    title: entry.title,
    area: entry.area,
    paths: runs.length,
    states: count(
      graph.states.map((s) => s.id),
      seenStates,
    ),
    transitions: count(
      graph.transitions.map((t) => t.id),
      seenTransitions,
    ),
    guardOutcomes: count(
      graph.guardOutcomes.map((g) => g.id),
      seenGuards,
    ),
    missing,
    rulePaths,
    transitionPaths,
    stateIds: [...seenStates],
    transitionIds: [...seenTransitions],
    guardOutcomeIds: [...seenGuards],
  }
}

export const percent = (f: Figure): number =>
  f.total === 0 ? 100 : Math.round((f.covered / f.total) * 1000) / 10

/** Generates, runs and measures one machine's paths without a view (the atlas does this in the browser). */
export async function measure(entry: RegistryEntry): Promise<{
  graph: MachineGraph
  paths: ModelPath[]
  runs: PathRun[]
  coverage: MachineCoverage
}> {
  const graph = describeMachine(entry.machine)
  const paths = generatePaths(entry)
  const runs: PathRun[] = []
  for (const p of paths) runs.push(await runPathOnMachine(entry, p))
  return { graph, paths, runs, coverage: coverageOf(entry, graph, runs) }
}
