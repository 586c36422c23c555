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
    assertionResults: { status: string; fullName: string; failureMessages: string[] }[]
  }[]
}
interface PlaywrightSuite {
  file: string
  suites?: PlaywrightSuite[]
  specs?: {
    title: string
    line: number
    tests: { status: string; results: { error?: { message?: string } }[] }[]
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
