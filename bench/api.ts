/**
 * API throughput and latency on loopback: the server in this process on the embedded database (a
 * temporary PGlite folder), autocannon in a worker thread, 20 connections for 10 s per endpoint.
 * `npx node bench/api.ts` prints the table alone; bench/run.ts calls runApiBench().
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { endpoints } from '../src/contract/index.ts'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/core/config.ts'
import { DEMO_PASSWORD } from '../server/account/index.ts'

export interface ApiBenchResult {
  name: string
  requestsPerSec: number
  p50Ms: number
  p99Ms: number
  errors: number
}

interface Target {
  name: string
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}

function measure(
  url: string,
  target: Target,
  durationS: number,
  connections: number,
): Promise<ApiBenchResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}${target.path}`,
        method: target.method,
        headers: target.headers,
        ...(target.body === undefined ? {} : { body: target.body }),
        connections,
        duration: durationS,
        // the load generator gets its own thread, so it does not steal the server's event loop
        workers: 1,
      },
      (err, result) => {
        if (err) {
          reject(err instanceof Error ? err : new Error(String(err)))
          return
        }
        resolve({
          name: target.name,
          requestsPerSec: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        })
      },
    )
  })
}

export async function runApiBench(
  options: { durationS?: number; connections?: number } = {},
): Promise<ApiBenchResult[]> {
  const durationS = options.durationS ?? 10
  const connections = options.connections ?? 20
  const dir = mkdtempSync(join(tmpdir(), 'drape3d-bench-'))
  const config = loadConfig({
    PGLITE_DIR: dir,
    LOG_LEVEL: 'error',
    SMTP_PORT: '0',
    STATIC_DIR: join(dir, 'no-dist'),
    HOST: '127.0.0.1',
    PORT: '0',
  })
  const app = await buildApp(config)
  try {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const url = `http://127.0.0.1:${port}`

    const login = await fetch(`${url}${endpoints.Login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'personal', pw: DEMO_PASSWORD }),
    })
    const { token } = (await login.json()) as { token: string }
    if (!token) throw new Error('The bench could not sign in as the personal demo user')

    const targets: Target[] = [
      {
        name: endpoints.GetUserInfo.name,
        method: 'GET',
        path: endpoints.GetUserInfo.path,
        headers: { cookie: `jwt_token=${token}` },
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
    for (const target of targets) results.push(await measure(url, target, durationS, connections))
    return results
  } finally {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
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
