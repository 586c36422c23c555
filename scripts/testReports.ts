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

/** Every failed test by file and name with its first lines, so the end of the log says what broke. */
export function failedTests(): string[] {
  const lines: string[] = []
  for (const file of VITEST_REPORTS) {
    const path = `${reports}/${file}`
    if (!existsSync(path)) continue
    const r = JSON.parse(readFileSync(path, 'utf8')) as VitestReport
    for (const result of r.testResults) {
      const where = result.name.replace(`${process.cwd()}/`, '')
      const failed = result.assertionResults.filter((a) => a.status === 'failed')
      for (const a of failed)
        lines.push(`  ${file}: ${where} > ${a.fullName}\n      ${firstLines(a.failureMessages[0])}`)
      if (failed.length === 0 && result.message)
        lines.push(`  ${file}: ${where}\n      ${firstLines(result.message)}`)
    }
  }
  const e2e = `${reports}/e2e.json`
  if (existsSync(e2e)) {
    const walk = (suite: PlaywrightSuite): void => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests)
          if (t.status === 'unexpected' || t.status === 'flaky')
            lines.push(
              `  e2e (${t.status}): ${suite.file}:${spec.line} > ${spec.title}\n      ${firstLines(t.results.at(-1)?.error?.message ?? t.results[0]?.error?.message)}`,
            )
      for (const child of suite.suites ?? []) walk(child)
    }
    for (const suite of (JSON.parse(readFileSync(e2e, 'utf8')) as PlaywrightReport).suites)
      walk(suite)
  }
  return lines
}

export function counts(): { passed: number; failed: number } {
  let passed = 0
  let failed = 0
  for (const file of VITEST_REPORTS) {
    const path = `${reports}/${file}`
    if (!existsSync(path)) continue
    const r = JSON.parse(readFileSync(path, 'utf8')) as VitestReport
    passed += r.numPassedTests
    failed += r.numFailedTests
  }
  const e2e = `${reports}/e2e.json`
  if (existsSync(e2e)) {
    const r = JSON.parse(readFileSync(e2e, 'utf8')) as PlaywrightReport
    passed += r.stats.expected + r.stats.flaky
    failed += r.stats.unexpected
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
  for (const file of VITEST_REPORTS) {
    const path = `${reports}/${file}`
    if (!existsSync(path)) continue
    const r = JSON.parse(readFileSync(path, 'utf8')) as VitestReport
    const files = r.testResults
      .map((t) => ({
        name: t.name.replace(`${process.cwd()}/`, ''),
        ms: (t.endTime ?? 0) - (t.startTime ?? 0),
      }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, count)
    for (const f of files) lines.push(`  ${seconds(f.ms)}  ${file}: ${f.name}`)
  }
  const e2e = `${reports}/e2e.json`
  if (existsSync(e2e)) {
    const cases: { name: string; ms: number }[] = []
    const walk = (suite: PlaywrightSuite): void => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests)
          cases.push({
            name: `${suite.file}:${String(spec.line)} > ${spec.title}`,
            ms: t.results.reduce((sum, result) => sum + (result.duration ?? 0), 0),
          })
      for (const child of suite.suites ?? []) walk(child)
    }
    const report = JSON.parse(readFileSync(e2e, 'utf8')) as PlaywrightReport
    for (const suite of report.suites) walk(suite)
    const total = cases.reduce((sum, c) => sum + c.ms, 0)
    lines.push(`  e2e: ${String(cases.length)} cases, ${seconds(total).trim()} of case time in all`)
    for (const c of cases.sort((a, b) => b.ms - a.ms).slice(0, count))
      lines.push(`  ${seconds(c.ms)}  e2e: ${c.name}`)
  }
  return lines
}
