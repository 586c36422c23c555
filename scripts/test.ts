/**
 * `npm test`: every test the project has, in the order a failure is cheapest to find.
 * Runs on the pinned Node 24 (npm puts node_modules/.bin first on PATH).
 */
import { spawn, spawnSync } from 'node:child_process'
import { counts, failedTests, reports, slowestTests, VITEST_REPORTS } from './testReports.ts'
import { closeSync, existsSync, globSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'

const CHROMIUM = '/usr/bin/chromium'
mkdirSync(reports, { recursive: true })

/** Each step's title, outcome and seconds, printed again at the end where CI's tail shows them. */
const timings: { title: string; ok: boolean; seconds: string }[] = []

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const started = Date.now()
  console.log(`\n── ${title} ──`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`── ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`)
  timings.push({ title, ok: result.status === 0, seconds })
  return result.status ?? 1
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      `Debian's Chromium is missing at ${CHROMIUM}. Install it as root: apt-get update && apt-get install -y chromium`,
    )
    process.exit(1)
  }
  console.log(`Installing Debian's Chromium (${CHROMIUM} is missing)…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (r.status !== 0) {
      console.error('apt-get failed; install chromium by hand and run npm test again.')
      process.exit(1)
    }
  }
}

/** The files Stryker mutates (stryker.config.json) split by whether the committed baseline holds them. */
function mutationBaseline(): { files: string[]; missing: string[] } {
  const config = JSON.parse(readFileSync('stryker.config.json', 'utf8')) as {
    mutate: string[]
    incrementalFile: string
  }
  const include = config.mutate.filter((p) => !p.startsWith('!'))
  const exclude = config.mutate.filter((p) => p.startsWith('!')).map((p) => p.slice(1))
  const all = include
    .flatMap((p) => globSync(p, { exclude }))
    .map((f) => f.replace(/\\/g, '/'))
    .sort()
  const held = existsSync(config.incrementalFile)
    ? Object.keys(
        (
          JSON.parse(readFileSync(config.incrementalFile, 'utf8')) as {
            files: Record<string, unknown>
          }
        ).files,
      )
    : []
  return {
    files: all.filter((f) => held.includes(f)),
    missing: all.filter((f) => !held.includes(f)),
  }
}

interface Finished {
  status: number
  output: string
  seconds: string
}

/** Runs a command to its end, its output kept for printing whole. */
function collect(command: string, args: string[]): Promise<Finished> {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(command, args, { env: process.env })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (status) =>
      resolve({ status: status ?? 1, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
    )
  })
}

/**
 * `vite build` into dist/ at nice 19, the build playwright.config.ts serves when E2E_BUILT is set.
 * Its output goes to a file: the steps in between run synchronously, and a pipe nobody reads
 * while they run could fill and stall the build.
 */
function startSiteBuild(): Promise<Finished> {
  const log = `${reports}/site-build.log`
  const fd = openSync(log, 'w')
  const started = Date.now()
  const child = spawn(
    'nice',
    ['-n', '19', 'vite', 'build', '--logLevel', 'warn', '--outDir', 'dist'],
    {
      env: process.env,
      stdio: ['ignore', fd, fd],
    },
  )
  return new Promise((resolve) =>
    child.on('close', (status) => {
      closeSync(fd)
      resolve({
        status: status ?? 1,
        output: readFileSync(log, 'utf8'),
        seconds: ((Date.now() - started) / 1000).toFixed(1),
      })
    }),
  )
}

const began = Date.now()
// A report left by an earlier run would be counted as this run's.
for (const file of [...VITEST_REPORTS, 'e2e.json']) rmSync(`${reports}/${file}`, { force: true })
ensureChromium()

const failures: string[] = []
const step = (title: string, command: string, args: string[], env?: NodeJS.ProcessEnv) => {
  if (run(title, command, args, env) !== 0) failures.push(title)
}

// ESLint and tsc each use one core: side by side, their output printed whole, one after the other.
const checks: [title: string, command: string, args: string[]][] = [
  ['lint', 'eslint', ['.', '--max-warnings', '0']],
  ['format', 'prettier', ['--check', '.']],
  ['type check', 'tsc', ['-p', 'tsconfig.json']],
]
const checked = await Promise.all(
  checks.map(async ([title, command, args]) => ({ title, ...(await collect(command, args)) })),
)
for (const { title, status, output, seconds } of checked) {
  console.log(`\n── ${title} ──\n${output.trimEnd()}`)
  console.log(`── ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`)
  timings.push({ title: `${title} (side by side)`, ok: status === 0, seconds })
  if (status !== 0) failures.push(title)
}
// Vitest's default in a run is one worker fewer than the cores: on CI's two cores, one file at a
// time. The server files mostly wait (databases starting, timers, sockets), the others are short:
// a worker per core.
const workers = '--maxWorkers=100%'
step('unit, component and model-based tests', 'vitest', [
  'run',
  workers,
  '--project',
  'unit',
  '--project',
  'model',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/vitest-site.json`,
  '--reporter=junit',
  `--outputFile.junit=${reports}/model-coverage/junit.xml`,
])
// Incremental: of the files the committed test/mutation/stryker-incremental.json holds, only the
// mutants whose code or covering tests changed are run again (minutes). A file not in it yet is
// named, not mutated here: a first run of a machine takes several minutes, so it is added with
// `npx stryker run --incremental --mutate <file>` and the baseline committed (docs/testing.md).
const baselined = mutationBaseline()
if (baselined.missing.length > 0)
  console.log(
    `\nNot in the mutation baseline yet (run npx stryker run --incremental --mutate <file>, then commit test/mutation/):\n  ${baselined.missing.join('\n  ')}`,
  )
// When every input of the baseline (test/mutation/inputs.json, recorded by `npm run test:mutation`)
// is unchanged, the incremental run could only re-read the baseline: its scores are printed from it.
const baselineCurrent =
  baselined.files.length > 0 &&
  run('mutation baseline inputs', 'node', ['scripts/mutation-inputs.ts', 'check']) === 0
if (baselineCurrent) {
  step('mutation scores per machine (from the current baseline)', 'node', [
    'scripts/mutation-summary.ts',
    '--no-gate',
    '--report',
    'test/mutation/stryker-incremental.json',
  ])
} else if (baselined.files.length > 0) {
  // A mutant that loops forever grows its worker without bound (seen at 6 GB on the contact form):
  // under this heap cap the worker dies, Stryker restarts it and counts a runtime error.
  step(
    'mutation testing of the machines (incremental)',
    'stryker',
    ['run', '--incremental', '--mutate', baselined.files.join(',')],
    { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=4096`.trim() },
  )
  // The machines do not all reach the targets yet (docs/testing.md): npm test names the shortfalls
  // without failing on them; `npm run test:mutation` fails on them.
  step('mutation scores per machine', 'node', ['scripts/mutation-summary.ts', '--no-gate'])
}
// The site the end-to-end step serves is built while the server tests run: they spend much of their
// time waiting on databases, timers and sockets. At the lowest priority, so it takes only the CPU
// they leave (their timing-sensitive cases keep theirs).
const siteBuild = startSiteBuild()
step(
  'server integration tests on PGlite',
  'vitest',
  [
    'run',
    workers,
    '--project',
    'server',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest-server-pglite.json`,
  ],
  { DATABASE_URL: '' },
)
// On PostgreSQL again: every file whose outcome depends on the database. Left out are the ones that
// never reach it (HTTP framing, slow clients, validation before any query, the OpenAPI document,
// the page render and its cache, the password policy, the HTML sanitiser, maintenance answers).
const DATABASE_AGNOSTIC = [
  'test/server/openapi.test.ts',
  'test/server/site.test.ts',
  'test/server/pageCache.test.ts',
  'test/server/socialVisitor.test.ts',
  'test/server/maintenance.test.ts',
  'test/server/invalidInput.test.ts',
  'test/server/account/passwordPolicy.test.ts',
  'test/server/security/headers.test.ts',
  'test/server/security/slowClients.test.ts',
  'test/server/security/fuzz.test.ts',
  'test/server/security/storedHtml.test.ts',
]
const pg = process.env.TEST_DATABASE_URL
if (pg) {
  step(
    'server integration tests on PostgreSQL',
    'vitest',
    [
      'run',
      workers,
      '--project',
      'server',
      ...DATABASE_AGNOSTIC.flatMap((file) => ['--exclude', file]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest-server-postgres.json`,
    ],
    { DATABASE_URL: pg },
  )
} else {
  console.log(
    '\n(TEST_DATABASE_URL is not set: the PostgreSQL run of the server tests is left to .ci/run)',
  )
}
const built = await siteBuild
console.log(`\n── site build for the end-to-end tests ──\n${built.output.trimEnd()}`)
console.log(
  `── site build: ${built.status === 0 ? 'ok' : 'FAILED'} in ${built.seconds} s (beside the server tests)`,
)
timings.push({
  title: 'site build (beside the server tests)',
  ok: built.status === 0,
  seconds: built.seconds,
})
if (built.status !== 0) failures.push('site build')
else
  step('end-to-end tests in Chromium', 'playwright', ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json`,
    E2E_BUILT: '1',
  })

const { passed, failed } = counts()
console.log('\n── steps ──')
for (const t of timings)
  console.log(`  ${t.ok ? 'ok    ' : 'FAILED'} ${t.seconds.padStart(7)} s  ${t.title}`)
console.log(`  total  ${((Date.now() - began) / 1000).toFixed(1).padStart(7)} s`)
const slowest = slowestTests()
if (slowest.length > 0) console.log(`\n── slowest ──\n${slowest.join('\n')}`)
const broken = failedTests()
if (broken.length > 0) console.log(`\n── failed tests ──\n${broken.join('\n')}`)
console.log(
  `\n${failures.length === 0 ? 'All steps passed.' : `Failed steps: ${failures.join(', ')}`}`,
)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failures.length === 0 ? 0 : 1)
