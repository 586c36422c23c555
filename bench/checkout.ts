/**
 * The checkout calls (issue 13; target ≥ 1,000 req/s and p99 ≤ 20 ms on PGlite): GetCalcPrice and
 * GetCalcTax, which the checkout page asks at every change of quantity, address or coupon, each
 * computed by the server from the database. The server in this process on a temporary PGlite
 * folder, signed in as the personal demo member; autocannon in a worker thread, 20 connections for
 * 10 s per call after a 2 s warm-up. `npx node bench/checkout.ts` prints the table alone;
 * bench/run.ts calls runCheckoutBench().
 */
import { loadavg } from 'node:os'
import {
  endpoints,
  type GetCalcPriceRequest,
  type GetCalcTaxRequest,
} from '../src/contract/index.ts'
import { measureCall, personalSession, startBenchServer, type CallResult } from './harness.ts'

export const CHECKOUT_TARGETS = { rps: 1000, p99Ms: 20 } as const

export interface CheckoutBenchResult extends CallResult {
  call: string
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

export async function runCheckoutBench(
  options: { durationS?: number; connections?: number } = {},
): Promise<CheckoutBenchResult[]> {
  const durationS = options.durationS ?? 10
  const connections = options.connections ?? 20
  const server = await startBenchServer('checkout')
  const base = server.base
  try {
    const cookie = await personalSession(base)
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
        headers: { 'content-type': 'application/json', cookie },
        body,
      })
      const answer = (await first.json()) as { result: { errCode: number; errMsg: string } }
      if (first.status !== 200 || answer.result.errCode < 0)
        throw new Error(`${c.call} answered ${String(first.status)} ${answer.result.errMsg}`)
      const call = {
        url: `${base}${c.path}`,
        method: 'POST' as const,
        headers: { 'content-type': 'application/json', cookie },
        body,
        connections,
      }
      await measureCall({ ...call, durationS: 2 })
      results.push({ call: c.call, ...(await measureCall({ ...call, durationS })) })
    }
    return results
  } finally {
    await server.close()
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
