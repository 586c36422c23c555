import { useEffect, useState } from 'react'
import type { MachineGraph } from '../graph/graph.ts'
import { measure, type MachineCoverage, type ModelPath } from '../testing/testModel.ts'
import type { RegistryEntry } from '../testing/testModel.ts'

export interface Measured {
  graph: MachineGraph
  paths: ModelPath[]
  coverage: MachineCoverage
}

const cache = new Map<string, Promise<Measured>>()

/** Generates and runs a machine's test paths in the browser, with the same code as `npm run test:model`. */
export function measureOnce(entry: RegistryEntry): Promise<Measured> {
  let hit = cache.get(entry.id)
  if (!hit) {
    hit = measure(entry).then(({ graph, paths, coverage }) => ({ graph, paths, coverage }))
    cache.set(entry.id, hit)
  }
  return hit
}

export function useMeasure(entries: readonly RegistryEntry[]): Record<string, Measured> {
  const [done, setDone] = useState<Record<string, Measured>>({})
  useEffect(() => {
    const live: { current: boolean } = { current: true }
    void (async () => {
      for (const entry of entries) {
        // One machine at a time, yielding between them so the page stays responsive.
        await new Promise((resolve) => setTimeout(resolve, 0))
        const m = await measureOnce(entry)
        if (!live.current) return
        setDone((prev) => ({ ...prev, [entry.id]: m }))
      }
    })()
    return () => {
      live.current = false
    }
  }, [entries])
  return done
}
