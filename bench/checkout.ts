/**
 * The checkout calls (issue 13; target ≥ 1,000 req/s and p99 ≤ 20 ms on PGlite): GetCalcPrice and
 * GetCalcTax, which the checkout page asks at every change of quantity, address or coupon, each
 * computed by the server from the database. The server in this process on a temporary PGlite
 * folder, signed in as the personal demo member; autocannon in a worker thread, 20 connections for
 * 10 s per call after a 2 s warm-up. `npx node bench/checkout.ts` prints the table alone;
 * bench/run.ts calls runCheckoutBench().
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import {
  endpoints,
  type GetCalcPriceRequest,
  type GetCalcTaxRequest,
} from '../src/contract/index.ts'
import { DEMO_PASSWORD } from '../server/account/index.ts'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/core/config.ts'

export const CHECKOUT_TARGETS = { rps: 1000, p99Ms: 20 } as const

export interface CheckoutBenchResult {
  call: string
  requestsPerSec: number
  p50Ms: number
  p99Ms: number
  errors: number
}

/** The personal yearly licence in the US, billed to California (7.25 %): what the page asks first. */
const CALC_PRICE: GetCalcPriceRequest = {
  targetUserId: '',
  userId: 'personal',
  prdOptSeq: 102,
  myLicenseSeq: 0,
  cntAdd: 1,
  cntExtend: 1,
  cntUpgrade: 0,
  cntTrade: 0,
  saleType: 365,
  isPersonalTrial: false,
  country: 'US',
  couponCode: '',
}
const CALC_TAX: GetCalcTaxRequest = {
  price: 360,
  country: 'US',
  address1: '100 Market St',
  address2: '',
  city: 'San Francisco',
  state: 'CA',
  zipcode: '94105',
  userId: 'personal',
  prdOptSeq: 102,
  saleType: 365,
  vatNum: '',
}

function measure(url: string, token: string, body: string, durationS: number, connections: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `jwt_token=${token}` },
        body,
        connections,
        duration: durationS,
        workers: 1,
      },
      (err, result) => {
        if (err) reject(err instanceof Error ? err : new Error(String(err)))
        else resolve(result)
      },
    )
  })
}

export async function runCheckoutBench(
  options: { durationS?: number; connections?: number } = {},
): Promise<CheckoutBenchResult[]> {
  const durationS = options.durationS ?? 10
  const connections = options.connections ?? 20
  const dir = mkdtempSync(join(tmpdir(), 'drape3d-checkout-bench-'))
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
    const base = `http://127.0.0.1:${port}`
    const login = await fetch(`${base}${endpoints.Login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'personal', pw: DEMO_PASSWORD }),
    })
    const { token } = (await login.json()) as { token: string }
    if (!token) throw new Error('The bench could not sign in as the personal demo member')
    const calls = [
      { call: endpoints.GetCalcPrice.name, path: endpoints.GetCalcPrice.path, body: CALC_PRICE },
      { call: endpoints.GetCalcTax.name, path: endpoints.GetCalcTax.path, body: CALC_TAX },
    ]
    const results: CheckoutBenchResult[] = []
    for (const c of calls) {
      const body = JSON.stringify(c.body)
      // one answer checked first: a bench of refusals would measure nothing
      const first = await fetch(`${base}${c.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `jwt_token=${token}` },
        body,
      })
      const answer = (await first.json()) as { result: { errCode: number; errMsg: string } }
      if (first.status !== 200 || answer.result.errCode < 0)
        throw new Error(`${c.call} answered ${String(first.status)} ${answer.result.errMsg}`)
      await measure(`${base}${c.path}`, token, body, 2, connections)
      const r = await measure(`${base}${c.path}`, token, body, durationS, connections)
      results.push({
        call: c.call,
        requestsPerSec: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
      })
    }
    return results
  } finally {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

export function printCheckoutBench(results: readonly CheckoutBenchResult[]): void {
  console.table(
    results.map((r) => ({
      call: r.call,
      'req/s': r.requestsPerSec,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      errors: r.errors,
      [`≥ ${String(CHECKOUT_TARGETS.rps)} req/s, p99 ≤ ${String(CHECKOUT_TARGETS.p99Ms)} ms`]:
        r.requestsPerSec >= CHECKOUT_TARGETS.rps && r.p99Ms <= CHECKOUT_TARGETS.p99Ms
          ? 'met'
          : 'NOT met',
    })),
  )
}

if (import.meta.main) {
  const show = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')
  console.log(`load average at start: ${show()}`)
  console.log('GetCalcPrice and GetCalcTax (PGlite, 20 connections, 10 s each):')
  printCheckoutBench(await runCheckoutBench())
  console.log(`load average at end: ${show()}`)
}
