import type { SnapshotPath } from '../../src/tools/testing/pathSnapshot.ts'

/** What a page must be seen doing: each input, each transition, each state reached by each event case. */
export function coverageKeys(path: SnapshotPath): Set<string> {
  const keys = new Set<string>([`input ${path.input}`])
  for (const t of path.transitions) keys.add(`transition ${t}`)
  for (const s of path.steps) keys.add(`${s.event} (${s.case}) → ${JSON.stringify(s.state)}`)
  return keys
}

/**
 * The paths a process's page runs (QA): every generated path runs on the machine and is judged by
 * the oracle; on the page, where one path costs a rendered page and a typing user, the fewest paths
 * that together show every input, transition and state-by-event-case (greedy set cover, in the
 * snapshot's order on ties, so the choice is stable). Sign-in: 152 paths, 27 on the page.
 */
export function pageCover(paths: readonly SnapshotPath[]): SnapshotPath[] {
  const keys = paths.map(coverageKeys)
  const needed = new Set(keys.flatMap((k) => [...k]))
  const chosen: SnapshotPath[] = []
  while (needed.size > 0) {
    let best = -1
    let bestGain = 0
    keys.forEach((k, i) => {
      let gain = 0
      for (const key of k) if (needed.has(key)) gain++
      if (gain > bestGain) {
        best = i
        bestGain = gain
      }
    })
    const path = paths[best]
    const covered = keys[best]
    if (!path || !covered) break
    chosen.push(path)
    for (const key of covered) needed.delete(key)
  }
  return chosen
}
