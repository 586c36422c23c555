/**
 * npm run atlas:export — writes the machine atlas for analysts to atlas-export/ (or the folder
 * given as the first argument): one SVG diagram and one Mermaid file per machine (coverage drawn
 * from a fresh model run on the machines), and traceability.csv: rule → transitions → test paths.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import ELK from 'elkjs/lib/elk.bundled.js'
import { writeRegistry } from './vite/machineRegistry.ts'

export interface ExportResult {
  files: string[]
  /** Machines whose diagram could not be laid out, with the reason; the others are still written. */
  failures: { machine: string; error: string }[]
}

const cell = (s: string) => `"${s.replace(/"/g, '""')}"`

export async function exportAtlas(
  out: string,
  log: (line: string) => void = () => undefined,
  /** Only these machines (ids); every registered machine when left out. */
  only?: readonly string[],
): Promise<ExportResult> {
  // Plain Node has no Vite plugin: bring the generated lists up to date, then load what they list.
  writeRegistry()
  const { registry } = await import('../src/tools/registry.ts')
  const { rules } = await import('../src/machines/core/rules.ts')
  const { measure, percent } = await import('../src/tools/testing/testModel.ts')
  const { transitionHead } = await import('../src/tools/graph/graph.ts')
  const { layoutMachine, toMermaid, toSvg } = await import('../src/tools/graph/diagram.ts')
  mkdirSync(out, { recursive: true })
  const elk = new ELK()
  const files: string[] = []
  const failures: ExportResult['failures'] = []
  const write = (name: string, text: string) => {
    writeFileSync(resolve(out, name), text)
    files.push(name)
  }
  const csv = [['rule', 'text', 'spec', 'machine', 'transitions', 'test paths'].join(',')]
  for (const entry of registry.filter((e) => only === undefined || only.includes(e.id))) {
    const { graph, coverage, paths } = await measure(entry)
    write(`${entry.id}.mmd`, toMermaid(graph))
    try {
      const layout = await layoutMachine(elk, graph)
      const cov = {
        states: new Set(coverage.stateIds),
        transitions: new Set(coverage.transitionIds),
      }
      write(`${entry.id}.svg`, toSvg(graph, layout, { coverage: cov, rules, title: entry.title }))
    } catch (error) {
      failures.push({ machine: entry.id, error: String(error).split('\n')[0] ?? '' })
    }
    for (const id of entry.rules) {
      const transitions = graph.transitions
        .filter((t) => t.rules.includes(id))
        .map(
          (t) =>
            `${t.source || '(machine)'} -(${transitionHead(t)})-> ${t.targets.join('|') || 'self'}`,
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
    log(
      `${entry.id.padEnd(18)} ${String(paths.length).padStart(4)} paths  states ${percent(coverage.states)}%  transitions ${percent(coverage.transitions)}%  guards ${percent(coverage.guardOutcomes)}%`,
    )
  }
  write('traceability.csv', csv.join('\n') + '\n')
  return { files, failures }
}

if (import.meta.main) {
  const out = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../atlas-export'))
  const { failures } = await exportAtlas(out, (line) => console.log(line))
  for (const f of failures)
    console.error(`${f.machine}: the diagram could not be laid out: ${f.error}`)
  console.log(`wrote ${out}`)
  // Everything that could be written is written; a diagram that cannot be drawn still fails the run.
  if (failures.length) process.exit(1)
}
