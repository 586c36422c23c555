/**
 * Reads Stryker's JSON report (reports/mutation/mutation.json) and writes, per file of
 * src/machines, the mutation score, how many of the mutants that negate a guard or change a target
 * were killed, and the surviving mutants: test/mutation/summary.json, committed beside the
 * incremental file, which the traceability report and the atlas (/machines) read. Exits 1 when a
 * registered machine (a file with a `<process>.model.ts` beside it) falls below the targets of
 * issue 9: 90 % of its mutants killed, and every mutant in a guard or on a transition's target.
 * Rule tables and helpers are reported with the same figures but do not fail the run.
 *
 *   node scripts/mutation-summary.ts [--no-gate] [--report reports/mutation/mutation.json]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')
const reportArg = process.argv.indexOf('--report')
const REPORT = resolve(
  ROOT,
  (reportArg > 0 ? process.argv[reportArg + 1] : undefined) ?? 'reports/mutation/mutation.json',
)
const SUMMARY = resolve(ROOT, 'test/mutation/summary.json')
const TARGET_SCORE = 90

interface Position {
  line: number
  column: number
}
interface Mutant {
  id: string
  mutatorName: string
  replacement?: string
  status: string
  static?: boolean
  killedBy?: string[]
  location: { start: Position; end: Position }
}
interface Report {
  files: Record<string, { source: string; mutants: Mutant[] }>
}

export interface Survivor {
  line: number
  mutator: string
  original: string
  replacement: string
  status: string
  kind: 'guard' | 'target' | 'other'
}
export interface FileSummary {
  file: string
  /** The machine or rule table the file holds (its base name). */
  name: string
  /** A registered machine (its `<name>.model.ts` sits beside it): held to the targets. */
  machine: boolean
  mutants: number
  killed: number
  survived: number
  noCoverage: number
  timeout: number
  /** Killed or timed out, over every valid mutant; 100 when there is none. */
  score: number
  guard: { total: number; killed: number }
  target: { total: number; killed: number }
  survivors: Survivor[]
}

const DETECTED = new Set(['Killed', 'Timeout'])
const UNDETECTED = new Set(['Survived', 'NoCoverage'])

/** Offset of a 1-based line and 0-based column in a source text. */
function offsetOf(source: string, p: Position): number {
  let offset = 0
  for (let line = 1; line < p.line; line++) offset = source.indexOf('\n', offset) + 1
  return offset + p.column - 1
}

/** The span of the `guards: { … }` object of a `setup({ … })`, when the file has one. */
function guardsSpan(source: string): [number, number] | null {
  const at = source.search(/\bguards:\s*\{/)
  if (at < 0) return null
  const open = source.indexOf('{', at)
  let depth = 0
  for (let i = open; i < source.length; i++) {
    if (source[i] === '{') depth++
    else if (source[i] === '}' && --depth === 0) return [open, i]
  }
  return null
}

function kindOf(source: string, m: Mutant, guards: [number, number] | null): Survivor['kind'] {
  const start = offsetOf(source, m.location.start)
  const end = offsetOf(source, m.location.end)
  if (guards && start >= guards[0] && end <= guards[1]) return 'guard'
  const span = source.slice(start, end)
  const line = source.split('\n')[m.location.start.line - 1] ?? ''
  // Which guard a transition asks is part of the guard too.
  if (/^\s*guard:/.test(line)) return 'guard'
  // A machine's transitions name their target; a decision table's rows say where they send in `to`.
  const key = source.includes('createMachine(') ? 'target' : 'to'
  if (new RegExp(`\\b${key}:`).test(span) || new RegExp(`^\\s*${key}:`).test(line)) return 'target'
  return 'other'
}

export function summarise(report: Report): FileSummary[] {
  return Object.entries(report.files)
    .filter(([file]) => file.replace(/\\/g, '/').includes('src/machines/'))
    .map(([file, { source, mutants }]) => {
      const guards = guardsSpan(source)
      const valid = mutants.filter((m) => DETECTED.has(m.status) || UNDETECTED.has(m.status))
      const count = (status: string) => mutants.filter((m) => m.status === status).length
      const tally = (kind: Survivor['kind']) => {
        const of = valid.filter((m) => kindOf(source, m, guards) === kind)
        return { total: of.length, killed: of.filter((m) => DETECTED.has(m.status)).length }
      }
      const detected = valid.filter((m) => DETECTED.has(m.status)).length
      return {
        file: file.replace(/\\/g, '/'),
        name: basename(file, '.ts'),
        machine: existsSync(resolve(ROOT, dirname(file), `${basename(file, '.ts')}.model.ts`)),
        mutants: valid.length,
        killed: count('Killed'),
        survived: count('Survived'),
        noCoverage: count('NoCoverage'),
        timeout: count('Timeout'),
        score: valid.length === 0 ? 100 : Math.round((detected / valid.length) * 1000) / 10,
        guard: tally('guard'),
        target: tally('target'),
        survivors: valid
          .filter((m) => UNDETECTED.has(m.status))
          .map((m) => ({
            line: m.location.start.line,
            mutator: m.mutatorName,
            original: source
              .slice(offsetOf(source, m.location.start), offsetOf(source, m.location.end))
              .slice(0, 160),
            replacement: (m.replacement ?? '').slice(0, 160),
            status: m.status,
            kind: kindOf(source, m, guards),
          })),
      }
    })
    .sort((a, b) => a.file.localeCompare(b.file))
}

/** Files that miss a target, in words. */
export function shortfalls(files: readonly FileSummary[]): string[] {
  return files
    .filter((f) => f.machine)
    .flatMap((f) => [
      ...(f.score < TARGET_SCORE
        ? [`${f.file}: ${String(f.score)} % killed (target ${String(TARGET_SCORE)} %)`]
        : []),
      ...(f.guard.killed < f.guard.total
        ? [`${f.file}: ${String(f.guard.total - f.guard.killed)} guard mutant(s) survive`]
        : []),
      ...(f.target.killed < f.target.total
        ? [`${f.file}: ${String(f.target.total - f.target.killed)} target mutant(s) survive`]
        : []),
    ])
}

if (import.meta.main) {
  if (!existsSync(REPORT)) {
    console.error(`No mutation report at ${REPORT}: run npm run test:mutation first.`)
    process.exit(1)
  }
  const files = summarise(JSON.parse(readFileSync(REPORT, 'utf8')) as Report)
  writeFileSync(SUMMARY, `${JSON.stringify({ files }, null, 2)}\n`)
  const rows = files.map(
    (f) =>
      `${(f.machine ? f.name : `${f.name} (table)`).padEnd(30)} ${String(f.score).padStart(5)} %  ${String(f.killed + f.timeout).padStart(4)}/${String(f.mutants).padEnd(4)}  guards ${String(f.guard.killed)}/${String(f.guard.total)}  targets ${String(f.target.killed)}/${String(f.target.total)}`,
  )
  console.log(
    ['file                           score   killed      guards     targets', ...rows].join('\n'),
  )
  const missed = shortfalls(files)
  if (missed.length > 0) {
    console.error(`\nBelow the mutation targets of issue 9:\n${missed.join('\n')}`)
    if (!process.argv.includes('--no-gate')) process.exit(1)
  }
}
