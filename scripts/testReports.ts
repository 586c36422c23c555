/** What npm test's reports say: the counts and every failed test (scripts/test.ts prints them last). */
import { existsSync, readFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'

export const reports = 'reports'

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  testResults: {
    name: string
    message?: string
    startTime?: number
    endTime?: number
    assertionResults: { status: string; fullName: string; failureMessages: string[] }[]
  }[]
}
interface PlaywrightSuite {
  file: string
  suites?: PlaywrightSuite[]
  specs?: {
    title: string
    line: number
    tests: { status: string; results: { duration?: number; error?: { message?: string } }[] }[]
  }[]
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number }
  suites: PlaywrightSuite[]
}

export const VITEST_REPORTS = [
  'vitest-site.json',
  'vitest-server-pglite.json',
  'vitest-server-postgres.json',
]

function firstLines(text: string | undefined): string {
  // Colour codes and stack frames make a long tail; the first lines say what was expected.
  const plain = stripVTControlCharacters(text ?? '')
  return plain.split('\n').slice(0, 6).join('\n      ')
}

/** Each Vitest report npm test wrote, by its file name. */
function vitestReports(): [string, VitestReport][] {
  return VITEST_REPORTS.filter((file) => existsSync(`${reports}/${file}`)).map((file) => [
    file,
    JSON.parse(readFileSync(`${reports}/${file}`, 'utf8')) as VitestReport,
  ])
}

const relative = (path: string) => path.replace(`${process.cwd()}/`, '')

type PlaywrightTest = NonNullable<PlaywrightSuite['specs']>[number]['tests'][number]
interface PlaywrightCase {
  /** `file:line > title`, as the failure digest and the slowest list name it. */
  name: string
  test: PlaywrightTest
}

/** The Playwright report npm test wrote, if any, and every case in it. */
function playwrightReport(): { report: PlaywrightReport; cases: PlaywrightCase[] } | null {
  const e2e = `${reports}/e2e.json`
  if (!existsSync(e2e)) return null
  const report = JSON.parse(readFileSync(e2e, 'utf8')) as PlaywrightReport
  const cases: PlaywrightCase[] = []
  const walk = (suite: PlaywrightSuite): void => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        cases.push({ name: `${suite.file}:${String(spec.line)} > ${spec.title}`, test })
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites) walk(suite)
  return { report, cases }
}

/** Every failed test by file and name with its first lines, so the end of the log says what broke. */
export function failedTests(): string[] {
  const lines: string[] = []
  for (const [file, r] of vitestReports())
    for (const result of r.testResults) {
      const where = relative(result.name)
      const failed = result.assertionResults.filter((a) => a.status === 'failed')
      for (const a of failed)
        lines.push(`  ${file}: ${where} > ${a.fullName}\n      ${firstLines(a.failureMessages[0])}`)
      if (failed.length === 0 && result.message)
        lines.push(`  ${file}: ${where}\n      ${firstLines(result.message)}`)
    }
  for (const { name, test } of playwrightReport()?.cases ?? [])
    if (test.status === 'unexpected' || test.status === 'flaky')
      lines.push(
        `  e2e (${test.status}): ${name}\n      ${firstLines(test.results.at(-1)?.error?.message ?? test.results[0]?.error?.message)}`,
      )
  return lines
}

export function counts(): { passed: number; failed: number } {
  let passed = 0
  let failed = 0
  for (const [, r] of vitestReports()) {
    passed += r.numPassedTests
    failed += r.numFailedTests
  }
  const e2e = playwrightReport()?.report
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky
    failed += e2e.stats.unexpected
  }
  return { passed, failed }
}

/**
 * The longest test files of each Vitest report and the longest end-to-end cases, `count` of each:
 * the tail of a CI log then says where its minutes went.
 */
export function slowestTests(count = 6): string[] {
  const lines: string[] = []
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`
  const longest = <T extends { ms: number }>(items: T[]) =>
    items.sort((a, b) => b.ms - a.ms).slice(0, count)
  for (const [file, r] of vitestReports()) {
    const files = r.testResults.map((t) => ({
      name: relative(t.name),
      ms: (t.endTime ?? 0) - (t.startTime ?? 0),
    }))
    for (const f of longest(files)) lines.push(`  ${seconds(f.ms)}  ${file}: ${f.name}`)
  }
  const e2e = playwrightReport()
  if (e2e) {
    const cases = e2e.cases.map(({ name, test }) => ({
      name,
      ms: test.results.reduce((sum, result) => sum + (result.duration ?? 0), 0),
    }))
    const total = cases.reduce((sum, c) => sum + c.ms, 0)
    lines.push(`  e2e: ${String(cases.length)} cases, ${seconds(total).trim()} of case time in all`)
    for (const c of longest(cases)) lines.push(`  ${seconds(c.ms)}  e2e: ${c.name}`)
  }
  return lines
}
