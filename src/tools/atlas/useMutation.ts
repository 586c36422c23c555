import { useEffect, useState } from 'react'

/**
 * The last mutation run's figures per file of src/machines (test/mutation/summary.json, written by
 * `npm run test:mutation` through scripts/mutation-summary.ts and committed beside the incremental
 * file): score, guard and target mutants killed, and the mutants no test killed. Loaded only by the
 * atlas's lazy chunk; a checkout without it says so.
 */
export interface MutationSurvivor {
  line: number
  mutator: string
  original: string
  replacement: string
  status: string
  kind: 'guard' | 'target' | 'other'
}
export interface MutationFile {
  file: string
  name: string
  machine: boolean
  mutants: number
  killed: number
  survived: number
  noCoverage: number
  timeout: number
  score: number
  guard: { total: number; killed: number }
  target: { total: number; killed: number }
  survivors: MutationSurvivor[]
}
export interface MutationSummary {
  files: MutationFile[]
}

const files = import.meta.glob<MutationSummary>('/test/mutation/summary.json', {
  import: 'default',
})

let loaded: Promise<MutationSummary | null> | undefined
export function loadMutation(): Promise<MutationSummary | null> {
  const load = Object.values(files)[0]
  loaded ??= load ? load().catch(() => null) : Promise.resolve(null)
  return loaded
}

/** The summary of a machine's own file (`src/machines/<area>/<id>.ts`). */
export const mutationOf = (
  summary: MutationSummary | null | undefined,
  id: string,
): MutationFile | undefined => summary?.files.find((f) => f.machine && f.name === id)

/** `undefined` while loading, `null` when no run was recorded. */
export function useMutation(): MutationSummary | null | undefined {
  const [summary, setSummary] = useState<MutationSummary | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    void loadMutation().then((s) => {
      if (live) setSummary(s)
    })
    return () => {
      live = false
    }
  }, [])
  return summary
}
