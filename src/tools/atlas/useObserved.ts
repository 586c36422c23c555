import { useEffect, useState } from 'react'
import type { ObservedRun } from '../graph/observed.ts'

/**
 * The last end-to-end run's observed coverage, when the build found one
 * (reports/model-coverage/observed.json, written by the Playwright run before this build).
 * A build without it says so; the file is loaded only by the atlas's lazy chunk.
 */
const files = import.meta.glob<ObservedRun>('/reports/model-coverage/observed.json', {
  import: 'default',
})

let loaded: Promise<ObservedRun | null> | undefined
export function loadObserved(): Promise<ObservedRun | null> {
  const load = Object.values(files)[0]
  loaded ??= load ? load().catch(() => null) : Promise.resolve(null)
  return loaded
}

/** `undefined` while loading, `null` when no run was recorded. */
export function useObserved(): ObservedRun | null | undefined {
  const [run, setRun] = useState<ObservedRun | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    void loadObserved().then((r) => {
      if (live) setRun(r)
    })
    return () => {
      live = false
    }
  }, [])
  return run
}
