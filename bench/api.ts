/**
 * API throughput and latency on loopback: the server in this process on the embedded database (a
 * temporary PGlite folder), autocannon in a worker thread, 20 connections for 10 s per endpoint.
 * `npx node bench/api.ts` prints the table alone; bench/run.ts calls runApiBench().
 */
import { endpoints } from '../src/contract/index.ts'
import {
  measureCall,
  personalSession,
  startBenchServer,
  type Call,
  type CallResult,
} from './harness.ts'

export interface ApiBenchResult extends CallResult {
  name: string
}

export async function runApiBench(
  options: { durationS?: number; connections?: number } = {},
): Promise<ApiBenchResult[]> {
  const durationS = options.durationS ?? 10
  const connections = options.connections ?? 20
  const server = await startBenchServer('api')
  try {
    const cookie = await personalSession(server.base)
    const targets: (Pick<Call, 'method' | 'headers' | 'body'> & { name: string; path: string })[] =
      [
        {
          name: endpoints.GetUserInfo.name,
          method: 'GET',
          path: endpoints.GetUserInfo.path,
          headers: { cookie },
        },
        {
          name: endpoints.GetPricing.name,
          method: 'POST',
          path: endpoints.GetPricing.path,
          headers: { 'content-type': 'application/json' },
          body: '{}',
        },
      ]
    const results: ApiBenchResult[] = []
    for (const { name, path, ...call } of targets)
      results.push({
        name,
        ...(await measureCall({ ...call, url: `${server.base}${path}`, durationS, connections })),
      })
    return results
  } finally {
    await server.close()
  }
}

if (import.meta.main) {
  const results = await runApiBench()
  console.table(
    results.map((r) => ({
      endpoint: r.name,
      'req/s': r.requestsPerSec,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      errors: r.errors,
    })),
  )
}
