/**
 * `npm run bench`: the performance targets of the project, measured, printed, and written to
 * bench/results/bench.json. Targets are reported, never asserted (DEVELOPERS.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { runApiBench } from './api.ts'
import { CHECKOUT_TARGETS, printCheckoutBench, runCheckoutBench } from './checkout.ts'
import { CONTENT_BENCH_POSTS, printContentBench, runContentBench } from './content.ts'
import {
  BENCH_PAGES,
  measureLighthouse,
  measureNoJs,
  measureThroughput,
  measureWire,
  startSite,
} from './site.ts'

const TARGETS = {
  performance: 98,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
  homeJsKb: 120,
  homeRenderRps: 500,
  homeRenderP99Ms: 50,
  getUserInfoRps: 2000,
  getUserInfoP99Ms: 20,
  checkoutRps: CHECKOUT_TARGETS.rps,
  checkoutP99Ms: CHECKOUT_TARGETS.p99Ms,
}
const met = (ok: boolean): string => (ok ? 'met' : 'NOT met')
const pages = BENCH_PAGES.map((p) => p.path)

const loadAtStart = loadavg()
console.log(`load average at start: ${loadAtStart.map((l) => l.toFixed(2)).join(', ')}`)
const site = await startSite(Number(process.env.BENCH_PORT ?? 3990))
try {
  console.log(`\nThe site as a visitor receives it (${site.url}, brotli as negotiated):`)
  const wire = []
  for (const page of pages) wire.push(await measureWire(site.url, page))
  console.table(
    wire.map((w) => ({
      page: w.page,
      status: w.status,
      'HTML kB': w.htmlKb,
      'JS kB (wire)': w.jsKb,
      'JS kB (gzip)': w.jsKbGzip,
      'JS files': w.jsFiles,
    })),
  )
  const homeJs = wire[0]?.jsKbGzip ?? 0
  console.log(
    `home page JS, gzip: ${homeJs} kB (brotli: ${wire[0]?.jsKb ?? 0} kB; target ≤ ${TARGETS.homeJsKb} kB gzip): ${met(homeJs <= TARGETS.homeJsKb)}`,
  )

  console.log(
    '\nServer render of the home page (10 connections, 10 s each after a 3 s warm-up, embedded database):',
  )
  const render = await measureThroughput(site.url, '/')
  console.table(
    (['served', 'rendered'] as const).map((kind) => ({
      page: render[kind].page,
      as: kind === 'served' ? 'served (renders shared 2 s)' : 'every request rendered',
      'req/s': render[kind].requestsPerSec,
      'p50 ms': render[kind].p50Ms,
      'p99 ms': render[kind].p99Ms,
      errors: render[kind].errors,
    })),
  )
  for (const kind of ['served', 'rendered'] as const)
    console.log(
      `home ${kind}: ${render[kind].requestsPerSec} req/s, p99 ${render[kind].p99Ms} ms (target ≥ ${TARGETS.homeRenderRps} req/s, p99 ≤ ${TARGETS.homeRenderP99Ms} ms): ${met(render[kind].requestsPerSec >= TARGETS.homeRenderRps && render[kind].p99Ms <= TARGETS.homeRenderP99Ms)}`,
    )

  console.log('\nWith JavaScript disabled:')
  const noJs = await measureNoJs(site.url, pages)
  console.table(
    noJs.map((n) => ({ page: n.page, 'text there': n.textThere, heading: n.heading.slice(0, 50) })),
  )

  console.log('\nLighthouse 13, mobile preset, median of three runs (Debian Chromium):')
  // Lighthouse refuses an error page: only the pages that exist are scored (the others show 404 above).
  const lighthouse = wire
    .filter((w) => w.status === 200)
    .map((w) => measureLighthouse(site.url, w.page))
  console.table(
    lighthouse.map((l) => ({
      page: l.page,
      performance: l.performance,
      'FCP ms': l.fcpMs,
      'LCP ms': l.lcpMs,
      'TBT ms': l.tbtMs,
      CLS: l.cls,
      targets: met(
        l.performance >= TARGETS.performance &&
          l.lcpMs <= TARGETS.lcpMs &&
          l.tbtMs <= TARGETS.tbtMs &&
          l.cls <= TARGETS.cls,
      ),
    })),
  )

  site.stop()

  console.log('\nAPI on loopback, embedded database:')
  const api = await runApiBench()
  console.table(
    api.map((r) => ({
      endpoint: r.name,
      'req/s': r.requestsPerSec,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      errors: r.errors,
    })),
  )
  const userInfo = api.find((r) => r.name === 'GetUserInfo')
  if (userInfo)
    console.log(
      `GetUserInfo: ${userInfo.requestsPerSec} req/s, p99 ${userInfo.p99Ms} ms (target ≥ ${TARGETS.getUserInfoRps} req/s, p99 < ${TARGETS.getUserInfoP99Ms} ms): ${met(userInfo.requestsPerSec >= TARGETS.getUserInfoRps && userInfo.p99Ms < TARGETS.getUserInfoP99Ms)}`,
    )

  console.log(
    `\nGetList and the community search at ${String(CONTENT_BENCH_POSTS)} posts (PGlite, one connection):`,
  )
  const contentCalls = await runContentBench()
  printContentBench(contentCalls)

  console.log(
    '\nThe checkout calls GetCalcPrice and GetCalcTax (PGlite, 20 connections, 10 s each):',
  )
  const checkout = await runCheckoutBench()
  printCheckoutBench(checkout)

  mkdirSync('bench/results', { recursive: true })
  writeFileSync(
    'bench/results/bench.json',
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        // The machine's load while the bench ran: figures from a shared machine are read against it.
        loadAverage: { atStart: loadAtStart, atEnd: loadavg() },
        targets: TARGETS,
        wire,
        render,
        noJs,
        lighthouse,
        api,
        contentCalls,
        checkout,
      },
      null,
      2,
    ),
  )
  console.log('\nwritten: bench/results/bench.json')
} finally {
  site.stop()
}
