import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { ObservedRun } from '../../src/tools/graph/observed.ts'

/**
 * reports/model-coverage/observed.html: per machine, the transitions the generated paths cover
 * (coverage.json of the last `npm run test:model`) beside those the real app took end to end
 * (observed.json of this Playwright run).
 */

interface PlannedMachine {
  id: string
  title: string
  transitionIds: string[]
  missing: { kind: string; id: string }[]
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function writeObservedReport(dir: string, run: ObservedRun): string {
  const coverageFile = resolve(dir, 'coverage.json')
  const planned: PlannedMachine[] = existsSync(coverageFile)
    ? (JSON.parse(readFileSync(coverageFile, 'utf8')) as { machines: PlannedMachine[] }).machines
    : []
  const ids = [...new Set([...planned.map((m) => m.id), ...Object.keys(run.machines)])]
  const sections = ids.map((id) => {
    const plan = planned.find((m) => m.id === id)
    const seen = run.machines[id]?.transitions ?? {}
    const covered = new Set(plan?.transitionIds ?? [])
    const all = [
      ...new Set([
        ...covered,
        ...(plan?.missing.filter((m) => m.kind === 'transition').map((m) => m.id) ?? []),
        ...Object.keys(seen),
      ]),
    ]
    const rows = all
      .map(
        (t) =>
          `<tr><td><code>${esc(t)}</code></td><td>${covered.has(t) ? '✓' : '—'}</td><td class="${seen[t] ? 'ok' : 'no'}">${seen[t] ? `✓ ×${String(seen[t])}` : '—'}</td></tr>`,
      )
      .join('')
    const observed = all.filter((t) => seen[t]).length
    return `<section><h2>${esc(plan?.title ?? id)} <small>${esc(id)}</small></h2>
<p>${plan ? `${String(covered.size)} of ${String(all.length)} transitions covered by the generated paths; ` : 'Not a registered machine; '}${String(observed)} taken by the real app in ${String(run.machines[id]?.tests.length ?? 0)} end-to-end tests.</p>
<table><thead><tr><th>Transition</th><th>Paths</th><th>Real app</th></tr></thead><tbody>${rows}</tbody></table></section>`
  })
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Observed coverage</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#0b0c0f;color:#f5f6f8}main{max-width:1100px;margin:0 auto;padding:32px 20px}section{background:#171a21;border:1px solid rgba(255,255,255,.12);border-radius:14px;padding:20px 24px;margin:20px 0}small{color:#a7adba;font-weight:400}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid rgba(255,255,255,.08)}code{color:#b7a8ff}.ok{color:#25d0c3}.no{color:#a7adba}</style></head>
<body><main><h1>Planned and observed coverage</h1><p><small>Recorded ${esc(run.recordedAt)} from ${String(run.tests)} end-to-end tests. The model report: <a href="index.html">index.html</a>.</small></p>${sections.join('\n')}</main></body></html>`
  const file = resolve(dir, 'observed.html')
  writeFileSync(file, html)
  return file
}
