import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { rules } from '../../src/machines/core/rules.ts'
import {
  percent,
  type MachineCoverage,
  type RegistryEntry,
} from '../../src/tools/testing/testModel.ts'
import { traceability, traceabilityCsv, type RunResult, type TraceRow } from './traceability.ts'

export type { RunResult } from './traceability.ts'

export interface ViewResult {
  machine: string
  path: string
  passed: boolean
}

const OUT = resolve(import.meta.dirname, '../../reports/model-coverage')

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * reports/model-coverage/: coverage.json and index.html (per machine, what the paths covered, each
 * rule's verdict and whether the spec's oracle checks it) and traceability.csv (one row per rule of
 * the catalogue). The atlas and `npm run atlas:export` read coverage.json as the last run's verdicts.
 */
export function writeReport(
  coverage: MachineCoverage[],
  registry: readonly RegistryEntry[],
  results: readonly RunResult[],
): void {
  mkdirSync(OUT, { recursive: true })
  const trace = traceability(registry, results)
  const byRule = new Map<string, TraceRow>(trace.map((r) => [r.rule, r]))
  const machines = coverage.map((c) => {
    const entry = registry.find((e) => e.id === c.id)
    const mine = results.filter((r) => r.machine === c.id)
    return {
      ...c,
      percent: {
        states: percent(c.states),
        transitions: percent(c.transitions),
        guardOutcomes: percent(c.guardOutcomes),
      },
      rules: (entry?.rules ?? []).map((id) => ({
        id,
        text: rules[id]?.text ?? '',
        sentence: byRule.get(id)?.sentence ?? '',
        spec: rules[id]?.spec ?? '',
        paths: c.rulePaths[id] ?? [],
        verdict: byRule.get(id)?.verdict ?? 'not run',
        independentlyChecked: byRule.get(id)?.independentlyChecked ?? false,
        mutationScore: byRule.get(id)?.mutationScore ?? null,
      })),
      pathList: mine.map((r) => ({
        id: r.path,
        description: r.description,
        rules: r.exercised,
        transitions: r.run.transitions,
        passed: r.failures.length === 0,
        failures: r.failures,
      })),
    }
  })
  const report = { generatedAt: new Date().toISOString(), machines, traceability: trace }
  writeFileSync(resolve(OUT, 'coverage.json'), JSON.stringify(report, null, 2))
  writeFileSync(resolve(OUT, 'traceability.csv'), traceabilityCsv(trace))

  const fig = (f: { covered: number; total: number }) => `${f.covered}/${f.total} (${percent(f)}%)`
  const body = machines
    .map(
      (m) => `
<section>
  <h2>${esc(m.title)} <small>${esc(m.id)} · ${esc(m.area)}</small></h2>
  <table class="figures"><tr><th>Paths</th><td>${m.paths}</td><th>States</th><td>${fig(m.states)}</td><th>Transitions</th><td>${fig(m.transitions)}</td><th>Guard outcomes</th><td>${fig(m.guardOutcomes)}</td></tr></table>
  ${m.missing.length ? `<h3>Not covered</h3><ul class="missing">${m.missing.map((x) => `<li>${esc(x.kind)} <code>${esc(x.id)}</code>${x.reason ? ` — ${esc(x.reason)}` : ' — <strong>no reason given</strong>'}</li>`).join('')}</ul>` : '<p class="ok">Everything covered.</p>'}
  <h3>Rules</h3>
  <table><thead><tr><th>Rule</th><th>The spec says</th><th>Section</th><th>Paths</th><th>Verdict</th><th>Checked by the spec oracle</th><th>Mutation score</th></tr></thead><tbody>${m.rules.map((r) => `<tr class="${r.verdict === 'passed' ? '' : 'bad'}"><td><code>${esc(r.id)}</code></td><td>${esc(r.sentence || r.text)}</td><td>${esc(r.spec)}</td><td>${r.paths.length}</td><td>${esc(r.verdict)}</td><td>${r.independentlyChecked ? 'yes' : 'no'}</td><td>${r.mutationScore === null ? '—' : `${String(r.mutationScore)} %`}</td></tr>`).join('')}</tbody></table>
  <details><summary>${m.pathList.length} paths</summary><ol>${m.pathList.map((p) => `<li><code>${esc(p.id)}</code> ${esc(p.description)} <small>${p.rules.map(esc).join(', ')}</small>${p.passed ? '' : ` <strong>${esc(p.failures.join('; '))}</strong>`}</li>`).join('')}</ol></details>
</section>`,
    )
    .join('\n')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Model coverage</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#0b0c0f;color:#f5f6f8}main{max-width:1100px;margin:0 auto;padding:32px 20px}h1{margin:0 0 4px}section{background:#171a21;border:1px solid rgba(255,255,255,.12);border-radius:14px;padding:20px 24px;margin:20px 0}h2 small{color:#a7adba;font-weight:400;font-size:14px}table{border-collapse:collapse;width:100%;margin:8px 0}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid rgba(255,255,255,.08);vertical-align:top}.figures th{color:#a7adba;font-weight:500}code{color:#b7a8ff}.missing li{color:#ffb3b5}.ok{color:#25d0c3}tr.bad td{color:#ffb3b5}small{color:#a7adba}details{margin-top:8px}</style></head>
<body><main><h1>Model-based coverage</h1><p><small>Generated ${esc(report.generatedAt)} by <code>npm run test:model</code>. A rule counts as exercised by a path only when the path takes a transition carrying it and the spec's oracle checked it. <a href="traceability.csv">traceability.csv</a></small></p>${body}</main></body></html>`
  writeFileSync(resolve(OUT, 'index.html'), html)
}
