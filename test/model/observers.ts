import type { AnyMachineSnapshot } from 'xstate'
import type { Call, Seen, Story } from './oracle/core/oracle.ts'
import type { EffectCall, ModelPath } from '../../src/tools/testing/testModel.ts'

/**
 * How each machine's run is seen from outside, for its oracle: what its page shows (by the
 * oracle's names) and what each injected effect means (a navigation, an error pop-up, a cookie).
 * Each lives beside its area as `test/model/<area>/<process>.observe.ts`, picked up by the glob.
 * Observers read the machine; the oracles (test/model/oracle/) never do.
 */
export interface MachineObserver {
  shows: (snapshot: AnyMachineSnapshot) => Record<string, unknown>
  effect: (
    call: EffectCall,
  ) => { navigate?: string; popup?: number; popupApi?: string; cookie?: string } | null
}

const processOf = (path: string) => /\/([^/]+)\.observe\.ts$/.exec(path)?.[1] ?? path
const modules = import.meta.glob<{ observe: MachineObserver }>('./*/*.observe.ts', { eager: true })

/** Process id → its observer. */
export const observers: Record<string, MachineObserver> = Object.fromEntries(
  Object.entries(modules).map(([path, mod]) => [processOf(path), mod.observe]),
)

/** The story a path tells, for the oracle: its input and the events that happened, nothing of the machine. */
export function storyOf(path: ModelPath): Story {
  return {
    machine: path.machine,
    inputName: path.input.name,
    input: path.input.input,
    steps: [
      { type: 'start', caseName: path.input.name, event: {} },
      ...path.steps.map((s) => ({
        type: s.event.type,
        caseName: s.caseName,
        event: s.event,
      })),
    ],
  }
}

/** What was seen during one step: the calls and effects recorded since the previous step, and the page now. */
export function seenOf(
  observer: MachineObserver,
  snapshot: AnyMachineSnapshot,
  effects: readonly EffectCall[],
  calls: readonly Call[],
  cookies: readonly string[] = [],
): Seen {
  const seen: Seen = {
    calls: [...calls],
    navigations: [],
    popups: [],
    popupApis: [],
    cookies: [...cookies],
    shows: observer.shows(snapshot),
  }
  for (const call of effects) {
    const meaning = observer.effect(call)
    if (meaning?.navigate !== undefined) seen.navigations.push(meaning.navigate)
    if (meaning?.popup !== undefined) seen.popups.push(meaning.popup)
    if (meaning?.popupApi !== undefined) seen.popupApis.push(meaning.popupApi)
    if (meaning?.cookie !== undefined) seen.cookies.push(meaning.cookie)
  }
  return seen
}
