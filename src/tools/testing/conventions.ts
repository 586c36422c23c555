import type { AnyStateMachine } from 'xstate'
import { isRuleId } from '../../machines/core/rules.ts'

/**
 * The machine conventions a test enforces on every machine (README "Machines"): each invoke has an
 * explicit `id`; guards, actions and delays are named (no function and no number in the config:
 * only `input`, `params` and `context` may be functions); every rule id in `meta.rules` is in the
 * catalogue. Returns one readable line per breach, empty when the machine keeps them all.
 */
type Config = Record<string, unknown>

const isObject = (v: unknown): v is Config => typeof v === 'object' && v !== null
const asList = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v])

function checkActions(where: string, actions: unknown, out: string[]): void {
  for (const action of asList(actions)) {
    if (typeof action === 'function') out.push(`${where}: an inline action (name it in setup)`)
    else if (isObject(action) && typeof action.type !== 'string')
      out.push(`${where}: an action without a name`)
  }
}

function checkMeta(where: string, meta: unknown, out: string[]): void {
  if (!isObject(meta)) return
  for (const id of asList(meta.rules))
    if (typeof id !== 'string' || !isRuleId(id))
      out.push(`${where}: rule ${String(id)} is not in the catalogue`)
}

function checkTransitions(where: string, transitions: unknown, out: string[]): void {
  for (const t of asList(transitions)) {
    if (!isObject(t)) continue
    if (typeof t.guard === 'function') out.push(`${where}: an inline guard (name it in setup)`)
    else if (isObject(t.guard) && typeof t.guard.type !== 'string')
      out.push(`${where}: a guard without a name`)
    checkActions(where, t.actions, out)
    checkMeta(where, t.meta, out)
  }
}

function checkState(path: string, node: Config, out: string[]): void {
  checkActions(`${path} entry`, node.entry, out)
  checkActions(`${path} exit`, node.exit, out)
  checkMeta(path, node.meta, out)
  if (isObject(node.on))
    for (const [event, t] of Object.entries(node.on))
      checkTransitions(`${path} on ${event}`, t, out)
  checkTransitions(`${path} always`, node.always, out)
  if (isObject(node.after))
    for (const [delay, t] of Object.entries(node.after)) {
      if (/^\d+$/.test(delay)) out.push(`${path} after ${delay}: a delay without a name`)
      checkTransitions(`${path} after ${delay}`, t, out)
    }
  for (const invoke of asList(node.invoke)) {
    if (!isObject(invoke)) continue
    const id = typeof invoke.id === 'string' ? invoke.id : null
    if (id === null) out.push(`${path}: an invoke without an id`)
    if (typeof invoke.src !== 'string') out.push(`${path}: an invoke of an inline actor`)
    const name = `${path} invoke ${id ?? '?'}`
    checkTransitions(`${name} onDone`, invoke.onDone, out)
    checkTransitions(`${name} onError`, invoke.onError, out)
    checkTransitions(`${name} onSnapshot`, invoke.onSnapshot, out)
  }
  if (isObject(node.states))
    for (const [key, child] of Object.entries(node.states))
      if (isObject(child)) checkState(path ? `${path}.${key}` : key, child, out)
}

export function conventionBreaches(machine: AnyStateMachine): string[] {
  const out: string[] = []
  checkState('', machine.config as Config, out)
  return out.map((line) => `${machine.id}: ${line.trim()}`)
}
