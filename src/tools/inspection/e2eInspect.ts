import type {
  AnyMachineSnapshot,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
  StateValue,
} from 'xstate'

/**
 * The test-only inspection hook: when the end-to-end run has exposed `window.__e2eObserve`
 * (Playwright's fixture in e2e/tools/observe.ts does), the app's actors report each transition
 * they take and each state they are in. Otherwise `e2eInspect()` is undefined and XState inspects
 * nothing: a real visitor's page never has the binding.
 */

/** What one actor reports at one step: transition ids as `graph.ts` names them, active state paths. */
export interface ObservedStep {
  machine: string
  transitions: string[]
  states: string[]
}

declare global {
  interface Window {
    __e2eObserve?: (step: ObservedStep) => unknown
  }
}

const statePaths = (value: StateValue, prefix = ''): string[] =>
  typeof value === 'string'
    ? [prefix ? `${prefix}.${value}` : value]
    : Object.entries(value).flatMap(([key, child]) => {
        const here = prefix ? `${prefix}.${key}` : key
        return child === undefined ? [here] : [here, ...statePaths(child, here)]
      })

/** `source|event|index`, the id `graph.ts` gives the same transition (kept in step by a unit test). */
export function observedTransitionId(t: AnyTransitionDefinition): string {
  const source: AnyStateNode = t.source
  const type = String(t.eventType)
  const candidates = type === '' ? (source.always ?? []) : (source.transitions.get(type) ?? [])
  return `${source.path.join('.')}|${type || 'always'}|${String(candidates.indexOf(t))}`
}

const isMachineSnapshot = (s: unknown): s is AnyMachineSnapshot =>
  typeof s === 'object' && s !== null && 'machine' in s && 'value' in s

export function e2eInspect(): ((event: InspectionEvent) => void) | undefined {
  if (typeof window === 'undefined') return undefined
  const sink = window.__e2eObserve
  if (typeof sink !== 'function') return undefined
  return (event) => {
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return
    const snapshot: unknown = event.snapshot
    if (!isMachineSnapshot(snapshot)) return
    void sink({
      machine: snapshot.machine.id,
      transitions:
        event.type === '@xstate.microstep' ? event._transitions.map(observedTransitionId) : [],
      states: statePaths(snapshot.value as StateValue),
    })
  }
}
