import { describe, expect, it } from 'vitest'
import type { PathSnapshot } from '../../../src/tools/testing/pathSnapshot.ts'
import { coverageKeys, pageCover } from '../../model/pageCover.ts'

const snapshots = import.meta.glob<PathSnapshot>('../../model/paths/*.json', {
  eager: true,
  import: 'default',
})

describe('the paths a page runs (pageCover)', () => {
  for (const snapshot of Object.values(snapshots))
    it(`${snapshot.machine}: show every input, transition and state by event case of all its paths`, () => {
      const all = new Set(snapshot.paths.flatMap((p) => [...coverageKeys(p)]))
      const chosen = pageCover(snapshot.paths)
      const shown = new Set(chosen.flatMap((p) => [...coverageKeys(p)]))
      expect([...all].filter((k) => !shown.has(k))).toEqual([])
      expect(chosen.length).toBeLessThanOrEqual(snapshot.paths.length)
    })

  it('leaves out a path that shows nothing the others do not', () => {
    const step = (event: string, state: string) => ({ event, case: 'ok', state, effects: [] })
    const path = (id: string, steps: ReturnType<typeof step>[], transitions: string[]) => ({
      id,
      description: id,
      input: 'visitor',
      steps,
      transitions,
      rules: [],
    })
    const long = path('long', [step('a', 'x'), step('b', 'y')], ['s|a|0', 'x|b|0'])
    const short = path('short', [step('a', 'x')], ['s|a|0'])
    const other = path('other', [step('c', 'z')], ['s|c|0'])
    expect(pageCover([short, long, other]).map((p) => p.id)).toEqual(['long', 'other'])
  })
})
