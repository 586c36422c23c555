/**
 * npm run atlas:export — writes the machine atlas for analysts to atlas-export/:
 * one SVG diagram and one Mermaid file per machine (coverage drawn from a fresh model run on the
 * machines), and traceability.csv: rule → transitions → test paths.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import ELK from 'elkjs/lib/elk.bundled.js'
import { registry } from '../src/tools/registry.ts'
import { rules } from '../src/machines/core/rules.ts'
import { measure, percent } from '../src/tools/testing/testModel.ts'
import { layoutMachine, toMermaid, toSvg } from '../src/tools/graph/diagram.ts'

const out = resolve(import.meta.dirname, '../atlas-export')
mkdirSync(out, { recursive: true })
const elk = new ELK()
const csv = [['rule', 'text', 'spec', 'machine', 'transitions', 'test paths'].join(',')]
const cell = (s: string) => `"${s.replace(/"/g, '""')}"`

for (const entry of registry) {
  const { graph, coverage, paths } = await measure(entry)
  const layout = await layoutMachine(elk, graph)
  const svg = toSvg(graph, layout, {
    coverage: { states: new Set(coverage.stateIds), transitions: new Set(coverage.transitionIds) },
    rules,
    title: entry.title,
  })
  writeFileSync(resolve(out, `${entry.id}.svg`), svg)
  writeFileSync(resolve(out, `${entry.id}.mmd`), toMermaid(graph))
  for (const id of entry.rules) {
    const transitions = graph.transitions
      .filter((t) => t.rules.includes(id))
      .map(
        (t) =>
          `${t.source} -(${t.label}${t.guard ? ` [${t.guard}]` : ''})-> ${t.targets.join('|') || 'self'}`,
      )
    csv.push(
      [
        id,
        rules[id]?.text ?? '',
        rules[id]?.spec ?? '',
        entry.id,
        transitions.join(' ; '),
        (coverage.rulePaths[id] ?? []).join(' '),
      ]
        .map(cell)
        .join(','),
    )
  }
  console.log(
    `${entry.id.padEnd(18)} ${String(paths.length).padStart(4)} paths  states ${percent(coverage.states)}%  transitions ${percent(coverage.transitions)}%  guards ${percent(coverage.guardOutcomes)}%`,
  )
}
writeFileSync(resolve(out, 'traceability.csv'), csv.join('\n') + '\n')
console.log(`wrote ${out}`)
