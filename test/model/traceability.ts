import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { decideAccess, ACCESS_TABLE } from '../../src/machines/account/accessRules.ts'
import { rules } from '../../src/machines/core/rules.ts'
import { describeMachine } from '../../src/tools/graph/graph.ts'
import type { PathRun, RegistryEntry } from '../../src/tools/testing/testModel.ts'
import { accessOracle } from './oracle/account/access.oracle.ts'

/**
 * One row per rule of the catalogue (ACCESS-* and SHELL-* too): the spec's own sentence, the
 * section, the machine, the transitions that carry it, the paths that exercise it (took such a
 * transition and had its expectation checked), the verdict of this run, whether an oracle written
 * from the spec checks it, and the mutation score of the machine's file from the last
 * `npm run test:mutation`.
 */
export interface RunResult {
  machine: string
  path: string
  description: string
  run: PathRun
  exercised: string[]
  checked: string[]
  failures: string[]
}

export interface TraceRow {
  rule: string
  sentence: string
  section: string
  machine: string
  transitions: string[]
  paths: string[]
  verdict: 'passed' | 'failed' | 'not run'
  independentlyChecked: boolean
  mutationScore: number | null
}

const SUMMARY = resolve(import.meta.dirname, '../mutation/summary.json')

function mutationScores(): Record<string, number> {
  if (!existsSync(SUMMARY)) return {}
  const summary = JSON.parse(readFileSync(SUMMARY, 'utf8')) as {
    files: { name: string; score: number }[]
  }
  return Object.fromEntries(summary.files.map((f) => [f.name, f.score]))
}

const sentenceOf = (id: string): string => {
  const rule = rules[id] as { sentence?: string } | undefined
  return rule?.sentence ?? ''
}

export function traceability(
  registry: readonly RegistryEntry[],
  results: readonly RunResult[],
): TraceRow[] {
  const scores = mutationScores()
  const rows: TraceRow[] = []
  const owner = new Map<string, RegistryEntry>()
  for (const entry of registry) for (const r of entry.rules) if (!owner.has(r)) owner.set(r, entry)
  for (const id of Object.keys(rules)) {
    const entry = owner.get(id)
    const rule = rules[id]
    if (id.startsWith('ACCESS-')) {
      // The access decision table: its rows are its transitions, the oracle's cases its paths.
      const cases = accessOracle.cases.filter((c) => c.expect?.rule === id)
      const failed = cases.filter((c) => {
        const d = decideAccess({
          page: c.page as never,
          user: c.user,
          href: c.href,
          returnUrl: c.returnUrl,
        })
        return d.allow || d.rule !== c.expect?.rule || d.redirect !== c.expect.redirect
      })
      rows.push({
        rule: id,
        sentence: sentenceOf(id),
        section: rule?.spec ?? '',
        machine: 'accessRules',
        transitions: ACCESS_TABLE.filter((r) => r.rule === id).map((r) => `${r.rule}: ${r.when}`),
        paths: cases.map((c) => c.says),
        verdict: cases.length === 0 ? 'not run' : failed.length ? 'failed' : 'passed',
        independentlyChecked: cases.length > 0,
        mutationScore: scores.accessRules ?? null,
      })
      continue
    }
    const mine = results.filter((r) => r.machine === entry?.id)
    const graph = entry ? describeMachine(entry.machine) : null
    const exercising = mine.filter((r) => r.exercised.includes(id))
    const checked = mine.some((r) => r.checked.includes(id))
    const failing = mine.filter((r) => r.failures.some((f) => f.startsWith(`${id} `)))
    rows.push({
      rule: id,
      sentence: sentenceOf(id),
      section: rule?.spec ?? '',
      machine: entry?.id ?? '',
      transitions: graph?.transitions.filter((t) => t.rules.includes(id)).map((t) => t.id) ?? [],
      paths: exercising.map((r) => r.path),
      verdict: failing.length ? 'failed' : exercising.length ? 'passed' : 'not run',
      independentlyChecked: checked,
      mutationScore: entry ? (scores[entry.id] ?? null) : null,
    })
  }
  return rows
}

const cell = (value: string) => `"${value.replace(/"/g, '""')}"`

export function traceabilityCsv(rows: readonly TraceRow[]): string {
  const head = [
    'rule',
    'spec sentence',
    'section',
    'machine',
    'transitions',
    'paths',
    'verdict',
    'independently checked',
    'mutation score',
  ]
  return (
    [
      head.join(','),
      ...rows.map((r) =>
        [
          r.rule,
          r.sentence,
          r.section,
          r.machine,
          r.transitions.join(' | '),
          r.paths.join(' | '),
          r.verdict,
          r.independentlyChecked ? 'yes' : 'no',
          r.mutationScore === null ? '' : String(r.mutationScore),
        ]
          .map(cell)
          .join(','),
      ),
    ].join('\n') + '\n'
  )
}
