import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { rules } from '../../src/machines/core/rules.ts'
import {
  percent,
  type MachineCoverage,
  type PathRun,
  type RegistryEntry,
} from '../../src/tools/testing/testModel.ts'

export interface ViewResult {
  machine: string
  path: string
  passed: boolean
}

const OUT = resolve(import.meta.dirname, '../../reports/model-coverage')

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** reports/model-coverage/coverage.json and index.html: per machine, what the paths covered and which rules they exercised. */
export function writeReport(
  coverage: MachineCoverage[],
  registry: RegistryEntry[],
  runs: Map<string, PathRun[]>,
  views: ViewResult[],
): void {
  mkdirSync(OUT, { recursive: true })
  const machines = coverage.map((c) => {
    const entry = registry.find((e) => e.id === c.id)
    const pathRuns = runs.get(c.id) ?? []
    return {
      ...c,
      percent: {
        states: percent(c.states),
        transitions: percent(c.transitions),
        guardOutcomes: percent(c.guardOutcomes),
      },
      view: {
        runs: views.filter((v) => v.machine === c.id).length,
        passed: views.filter((v) => v.machine === c.id && v.passed).length,
      },
      rules: (entry?.rules ?? []).map((id) => ({
        id,
        text: rules[id]?.text ?? '(unknown rule)',
        spec: rules[id]?.spec ?? '',
        paths: c.rulePaths[id] ?? [],
      })),
      pathList: pathRuns.map((r) => ({
        id: r.path.id,
        description: r.path.description,
        rules: r.rules,
        transitions: r.transitions,
        view: views.find((v) => v.path === r.path.id)?.passed ?? null,
      })),
    }
  })
  const report = { generatedAt: new Date().toISOString(), machines }
  writeFileSync(resolve(OUT, 'coverage.json'), JSON.stringify(report, null, 2))

  const fig = (f: { covered: number; total: number }) => `${f.covered}/${f.total} (${percent(f)}%)`
  const body = machines
    .map(
      (m) => `
<section>
  <h2>${esc(m.title)} <small>${esc(m.id)} · ${esc(m.area)}</small></h2>
  <table class="figures"><tr><th>Paths</th><td>${m.paths}</td><th>States</th><td>${fig(m.states)}</td><th>Transitions</th><td>${fig(m.transitions)}</td><th>Guard outcomes</th><td>${fig(m.guardOutcomes)}</td><th>View runs</th><td>${m.view.runs ? `${m.view.passed}/${m.view.runs}` : 'machine only'}</td></tr></table>
  ${m.missing.length ? `<h3>Not covered</h3><ul class="missing">${m.missing.map((x) => `<li>${esc(x.kind)} <code>${esc(x.id)}</code>${x.reason ? ` — ${esc(x.reason)}` : ' — <strong>no reason given</strong>'}</li>`).join('')}</ul>` : '<p class="ok">Everything covered.</p>'}
  <h3>Rules</h3>
  <table><thead><tr><th>Rule</th><th>Text</th><th>Spec</th><th>Paths</th></tr></thead><tbody>${m.rules.map((r) => `<tr class="${r.paths.length ? '' : 'bad'}"><td><code>${esc(r.id)}</code></td><td>${esc(r.text)}</td><td>${esc(r.spec)}</td><td>${r.paths.length}</td></tr>`).join('')}</tbody></table>
  <details><summary>${m.pathList.length} paths</summary><ol>${m.pathList.map((p) => `<li><code>${esc(p.id)}</code> ${esc(p.description)} <small>${p.rules.map(esc).join(', ')}</small></li>`).join('')}</ol></details>
</section>`,
    )
    .join('\n')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Model coverage</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#0b0c0f;color:#f5f6f8}main{max-width:1100px;margin:0 auto;padding:32px 20px}h1{margin:0 0 4px}section{background:#171a21;border:1px solid rgba(255,255,255,.12);border-radius:14px;padding:20px 24px;margin:20px 0}h2 small{color:#a7adba;font-weight:400;font-size:14px}table{border-collapse:collapse;width:100%;margin:8px 0}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid rgba(255,255,255,.08);vertical-align:top}.figures th{color:#a7adba;font-weight:500}code{color:#b7a8ff}.missing li{color:#ffb3b5}.ok{color:#25d0c3}tr.bad td{color:#ffb3b5}small{color:#a7adba}details{margin-top:8px}</style></head>
<body><main><h1>Model-based coverage</h1><p><small>Generated ${esc(report.generatedAt)} by <code>npm run test:model</code>. What the real app did end to end, beside these paths: <a href="observed.html">observed.html</a> (written by the Playwright run).</small></p>${body}</main></body></html>`
  writeFileSync(resolve(OUT, 'index.html'), html)
}
