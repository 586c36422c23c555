import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate'
import { getStateNodes } from 'xstate/graph'

/**
 * A machine read as data: its states, its transitions and the guard outcomes they can have.
 * The model tests, the coverage report and the atlas all use this one reading, so they agree.
 */

export type TransitionKind = 'event' | 'always' | 'after' | 'done' | 'error'

export interface StateInfo {
  /** Path from the root, e.g. `editing.invalid`. */
  id: string
  key: string
  parent: string | null
  description: string
  rules: string[]
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  initial: boolean
  /** Actors this state invokes (by invoke id). */
  invokes: string[]
}

export interface TransitionInfo {
  /** `source|eventType|index`, stable while the machine file does not change. */
  id: string
  source: string
  targets: string[]
  eventType: string
  kind: TransitionKind
  /** What a reader sees on the edge: the event, `login ✓`, `after surveyDelay`, `always`. */
  label: string
  guard: string | null
  /** Position among the candidates for the same event in the same state (the order guards are tried). */
  index: number
  /** How many candidates share that event in that state: more than one means the guards decide, in index order. */
  alternatives: number
  description: string
  rules: string[]
  actions: string[]
}

export interface GuardOutcome {
  id: string
  transition: string
  guard: string
  outcome: boolean
}

export interface MachineGraph {
  id: string
  description: string
  states: StateInfo[]
  transitions: TransitionInfo[]
  guardOutcomes: GuardOutcome[]
}

const pathOf = (node: AnyStateNode): string => node.path.join('.')

const rulesOf = (meta: unknown): string[] => {
  if (typeof meta !== 'object' || meta === null || !('rules' in meta)) return []
  const rules = meta.rules
  return Array.isArray(rules) ? rules.filter((r): r is string => typeof r === 'string') : []
}

const guardName = (t: AnyTransitionDefinition): string | null => {
  const g: unknown = t.guard
  if (!g) return null
  if (typeof g === 'string') return g
  if (typeof g === 'object' && 'type' in g && typeof g.type === 'string')
    return (g as { type: string }).type
  return 'inline guard'
}

const actionName = (a: unknown): string => {
  if (typeof a === 'string') return a
  if (typeof a === 'object' && a !== null && 'type' in a && typeof a.type === 'string')
    return (a as { type: string }).type
  if (typeof a === 'function') return a.name || 'inline action'
  return 'action'
}

export const kindOf = (eventType: string): TransitionKind => {
  if (eventType === '') return 'always'
  if (eventType.startsWith('xstate.after.')) return 'after'
  if (eventType.startsWith('xstate.done.actor.')) return 'done'
  if (eventType.startsWith('xstate.error.actor.')) return 'error'
  return 'event'
}

export function eventLabel(eventType: string): string {
  switch (kindOf(eventType)) {
    case 'always':
      return 'always'
    case 'after':
      return `after ${eventType.slice('xstate.after.'.length).split('.')[0] ?? ''}`
    case 'done':
      return `${eventType.slice('xstate.done.actor.'.length)} ✓`
    case 'error':
      return `${eventType.slice('xstate.error.actor.'.length)} ✗`
    default:
      return eventType
  }
}

/** The event type of a transition ('' for eventless ones). */
export const eventTypeOf = (t: AnyTransitionDefinition): string => String(t.eventType)

/** The candidate list a transition belongs to: the state's `always` list, or its list for that event. */
export function candidatesOf(t: AnyTransitionDefinition): readonly AnyTransitionDefinition[] {
  const source = t.source
  const type = eventTypeOf(t)
  if (type === '') return source.always ?? []
  return source.transitions.get(type) ?? []
}

export const transitionId = (t: AnyTransitionDefinition): string =>
  `${pathOf(t.source)}|${eventTypeOf(t) || 'always'}|${String(candidatesOf(t).indexOf(t))}`

/** Every transition of a state node, in the order XState tries them. */
function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  const list: AnyTransitionDefinition[] = []
  for (const candidates of node.transitions.values()) list.push(...candidates)
  list.push(...(node.always ?? []))
  return list
}

export function describeMachine(machine: AnyStateMachine): MachineGraph {
  const nodes = getStateNodes(machine.root)
  const states: StateInfo[] = nodes.map((node) => {
    const parent = node.parent && node.parent !== machine.root ? pathOf(node.parent) : null
    const siblingsInitial = node.parent?.config.initial
    return {
      id: pathOf(node),
      key: node.key,
      parent,
      description: node.description ?? '',
      rules: rulesOf(node.meta),
      type: node.type,
      initial: siblingsInitial === node.key,
      invokes: node.invoke.map((i) => i.id),
    }
  })
  const transitions: TransitionInfo[] = []
  for (const node of [machine.root, ...nodes]) {
    const srcOf = new Map(node.invoke.map((i) => [i.id, typeof i.src === 'string' ? i.src : i.id]))
    for (const t of ownTransitions(node)) {
      const type = eventTypeOf(t)
      const kind = kindOf(type)
      const invokeId = type.replace(/^xstate\.(done|error)\.actor\./, '')
      transitions.push({
        id: transitionId(t),
        source: pathOf(node),
        targets: (t.target ?? []).map(pathOf),
        eventType: type,
        kind,
        label:
          kind === 'done' || kind === 'error'
            ? `${srcOf.get(invokeId) ?? invokeId} ${kind === 'done' ? '✓' : '✗'}`
            : eventLabel(type),
        guard: guardName(t),
        index: candidatesOf(t).indexOf(t),
        alternatives: candidatesOf(t).length,
        description: t.description ?? '',
        rules: rulesOf(t.meta),
        actions: t.actions.map(actionName),
      })
    }
  }
  const guardOutcomes: GuardOutcome[] = transitions.flatMap((t) =>
    t.guard
      ? [true, false].map((outcome) => ({
          id: `${t.id}:${String(outcome)}`,
          transition: t.id,
          guard: t.guard ?? '',
          outcome,
        }))
      : [],
  )
  return {
    id: machine.id,
    description: machine.root.description ?? '',
    states,
    transitions,
    guardOutcomes,
  }
}

/** The source of a transition the machine itself holds (root level): it applies in every state. */
export const ROOT_SOURCE = ''

/**
 * How an analyst reads a transition: the order it is tried in among alternatives for the same
 * event ("2."), the event, the guard in brackets. `login ✓` alone when there is nothing to choose.
 */
export function transitionHead(t: TransitionInfo): string {
  const order = t.alternatives > 1 ? `${String(t.index + 1)}. ` : ''
  return `${order}${t.label}${t.guard ? ` [${t.guard}]` : ''}`
}

/** Active state paths of a state value: `{ editing: 'invalid' }` gives `editing` and `editing.invalid`. */
export function activePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value]
  const out: string[] = []
  for (const [key, child] of Object.entries(value)) {
    const here = prefix ? `${prefix}.${key}` : key
    out.push(here)
    if (child !== undefined) out.push(...activePaths(child, here))
  }
  return out
}

/** Guard outcomes a taken transition proves: guarded candidates tried before it were false; its own guard was true. */
export function guardOutcomesOf(t: AnyTransitionDefinition): string[] {
  const candidates = candidatesOf(t)
  const at = candidates.indexOf(t)
  const out: string[] = []
  candidates.slice(0, at).forEach((c) => {
    if (guardName(c)) out.push(`${transitionId(c)}:false`)
  })
  if (guardName(t)) out.push(`${transitionId(t)}:true`)
  return out
}
