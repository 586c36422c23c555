/**
 * What the API benches share: the server in this process on a temporary PGlite folder, the demo
 * member's sign-in, and one call measured by autocannon (its load generator in a worker thread, so
 * it does not take the server's event loop).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { endpoints } from '../src/contract/index.ts'
import { DEMO_PASSWORD } from '../server/account/index.ts'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/core/config.ts'

export interface CallResult {
  requestsPerSec: number
  p50Ms: number
  p99Ms: number
  /** Transport errors, timeouts and answers outside 2xx. */
  errors: number
}

export interface Call {
  url: string
  method: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  connections: number
  durationS: number
}

export function measureCall(call: Call): Promise<CallResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: call.url,
        method: call.method,
        headers: call.headers ?? {},
        ...(call.body === undefined ? {} : { body: call.body }),
        connections: call.connections,
        duration: call.durationS,
        workers: 1,
      },
      (err, result) => {
        if (err) {
          reject(err instanceof Error ? err : new Error(String(err)))
          return
        }
        resolve({
          requestsPerSec: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        })
      },
    )
  })
}

export interface BenchServer {
  base: string
  app: Awaited<ReturnType<typeof buildApp>>
  close: () => Promise<void>
}

/** The real app on a fresh PGlite folder with the demo data, listening on a free loopback port. */
export async function startBenchServer(name: string): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), `drape3d-${name}-bench-`))
  const config = loadConfig({
    PGLITE_DIR: dir,
    LOG_LEVEL: 'error',
    SMTP_PORT: '0',
    STATIC_DIR: join(dir, 'no-dist'),
    HOST: '127.0.0.1',
    PORT: '0',
  })
  const app = await buildApp(config)
  const close = async () => {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await app.listen({ port: 0, host: '127.0.0.1' })
  } catch (error) {
    await close()
    throw error
  }
  const { port } = app.server.address() as { port: number }
  return { base: `http://127.0.0.1:${String(port)}`, app, close }
}

/** The session cookie of the personal demo member. */
export async function personalSession(base: string): Promise<string> {
  const login = await fetch(`${base}${endpoints.Login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'personal', pw: DEMO_PASSWORD }),
  })
  const { token } = (await login.json()) as { token?: string }
  if (!token) throw new Error('The bench could not sign in as the personal demo member')
  return `jwt_token=${token}`
}
