/**
 * `npm run bench`: the performance targets of the project, measured, printed, and written to
 * bench/results/bench.json. Targets are reported, never asserted (DEVELOPERS.md).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { measureRoutes } from './bundle.ts'
import { runApiBench } from './api.ts'

const TARGETS = { homeGzipKb: 100, getUserInfoRps: 2000, getUserInfoP99Ms: 20 }

const build = spawnSync('vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

const routes = measureRoutes()
console.log('\nJavaScript each route loads first (gzip):')
console.table(routes.map((r) => ({ route: r.route, 'gzip kB': r.gzipKb, chunks: r.files })))
const home = routes.find((r) => r.route === '/' || r.route === '/{-$locale}' || r.route === '/$locale')
if (home) console.log(`home route: ${home.gzipKb} kB (target ≤ ${TARGETS.homeGzipKb} kB): ${home.gzipKb <= TARGETS.homeGzipKb ? 'met' : 'NOT met'}`)

console.log('\nAPI on loopback, embedded database:')
const api = await runApiBench()
console.table(api.map((r) => ({ endpoint: r.name, 'req/s': r.requestsPerSec, 'p50 ms': r.p50Ms, 'p99 ms': r.p99Ms, errors: r.errors })))
const userInfo = api.find((r) => r.name === 'GetUserInfo')
if (userInfo) {
  const met = userInfo.requestsPerSec >= TARGETS.getUserInfoRps && userInfo.p99Ms < TARGETS.getUserInfoP99Ms
  console.log(`GetUserInfo: ${userInfo.requestsPerSec} req/s, p99 ${userInfo.p99Ms} ms (target ≥ ${TARGETS.getUserInfoRps} req/s, p99 < ${TARGETS.getUserInfoP99Ms} ms): ${met ? 'met' : 'NOT met'}`)
}

mkdirSync('bench/results', { recursive: true })
writeFileSync('bench/results/bench.json', JSON.stringify({ measuredAt: new Date().toISOString(), targets: TARGETS, routes, api }, null, 2))
console.log('\nwritten: bench/results/bench.json')
