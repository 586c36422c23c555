import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api'
import type { Rule } from '../../machines/core/types.ts'
import type { MachineGraph, StateInfo, TransitionInfo } from './graph.ts'

/**
 * A machine as a picture: an ELK layout of its states and transitions, drawn as SVG, and the same
 * graph as Mermaid. Pure functions of the graph; the ELK instance is passed in, so the browser
 * (lazy chunk of /machines) and `npm run atlas:export` (Node) draw the same diagram.
 */

export interface DiagramCoverage {
  states: ReadonlySet<string>
  transitions: ReadonlySet<string>
}

const FONT = 12
const SMALL = 11
const charW = (size: number) => size * 0.58
const wrap = (text: string, max: number, lines: number): string[] => {
  const words = text.split(/\s+/).filter(Boolean)
  const out: string[] = []
  let line = ''
  for (const w of words) {
    if ((line + ' ' + w).trim().length > max) {
      out.push(line)
      line = w
      if (out.length === lines) break
    } else line = (line + ' ' + w).trim()
  }
  if (out.length < lines && line) out.push(line)
  if (out.length === lines && words.join(' ').length > out.join(' ').length)
    out[lines - 1] = `${(out[lines - 1] ?? '').slice(0, max - 1)}…`
  return out
}

const DESC_CHARS = 34
const ROOT = '__root'
const INITIAL = (parent: string) => `${parent}__initial`

/** The text on an edge: the event, the guard in brackets, then the rule ids. */
export function edgeLines(t: TransitionInfo): string[] {
  const head = t.guard ? `${t.label} [${t.guard}]` : t.label
  return t.rules.length ? [head, t.rules.join(', ')] : [head]
}

/** Internal transitions (no target) are listed inside their state rather than drawn as loops. */
const internalLines = (s: StateInfo, transitions: readonly TransitionInfo[]) =>
  transitions
    .filter((t) => t.source === s.id && t.targets.length === 0)
    .map((t) => `${t.label} / ${t.actions.join(', ') || '—'}`)

function leafSize(
  s: StateInfo,
  transitions: readonly TransitionInfo[],
): { width: number; height: number } {
  const desc = wrap(s.description, DESC_CHARS, 3)
  const internal = internalLines(s, transitions)
  const longest = Math.max(
    s.key.length * charW(FONT + 2),
    ...desc.map((l) => l.length * charW(SMALL)),
    ...internal.map((l) => l.length * charW(SMALL)),
  )
  return {
    width: Math.max(150, Math.ceil(longest) + 28),
    height: 36 + desc.length * 15 + internal.length * 15 + (internal.length ? 6 : 0),
  }
}

/** The ELK graph of a machine: compound states hold their children; each edge lives in the lowest common ancestor. */
export function toElk(graph: MachineGraph): ElkNode {
  const childrenOf = (parent: string | null) => graph.states.filter((s) => s.parent === parent)
  const build = (s: StateInfo): ElkNode => {
    const kids = childrenOf(s.id)
    if (kids.length === 0) return { id: s.id, ...leafSize(s, graph.transitions) }
    return {
      id: s.id,
      layoutOptions: { 'elk.padding': '[top=44,left=16,bottom=16,right=16]' },
      children: [{ id: INITIAL(s.id), width: 12, height: 12 }, ...kids.map(build)],
      edges: [],
    }
  }
  const root: ElkNode = {
    id: ROOT,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '64',
      'elk.spacing.nodeNode': '44',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.padding': '[top=24,left=24,bottom=24,right=24]',
    },
    children: [{ id: INITIAL(ROOT), width: 12, height: 12 }, ...childrenOf(null).map(build)],
    edges: [],
  }
  const nodeById = new Map<string, ElkNode>()
  const index = (n: ElkNode) => {
    nodeById.set(n.id, n)
    n.children?.forEach(index)
  }
  index(root)
  const ancestors = (id: string): string[] => {
    const out: string[] = []
    let s = graph.states.find((x) => x.id === id)
    while (s) {
      out.push(s.id)
      const parent: string | null = s.parent
      s = parent === null ? undefined : graph.states.find((x) => x.id === parent)
    }
    return out
  }
  const lca = (a: string, b: string): string => {
    const pa = ancestors(a).slice(1)
    const pb = new Set(ancestors(b).slice(1))
    return pa.find((x) => pb.has(x)) ?? ROOT
  }
  const addEdge = (container: string, edge: ElkExtendedEdge) => {
    const node = nodeById.get(container) ?? root
    node.edges = [...(node.edges ?? []), edge]
  }
  // Initial markers.
  addEdge(ROOT, {
    id: `${ROOT}__init`,
    sources: [INITIAL(ROOT)],
    targets: [
      graph.states.find((s) => s.parent === null && s.initial)?.id ?? graph.states[0]?.id ?? ROOT,
    ],
  })
  for (const s of graph.states) {
    const first = childrenOf(s.id).find((c) => c.initial)
    if (first) addEdge(s.id, { id: `${s.id}__init`, sources: [INITIAL(s.id)], targets: [first.id] })
  }
  for (const t of graph.transitions) {
    for (const target of t.targets) {
      const lines = edgeLines(t)
      const width = Math.ceil(Math.max(...lines.map((l) => l.length * charW(SMALL)))) + 8
      addEdge(
        t.source === target
          ? (graph.states.find((s) => s.id === t.source)?.parent ?? ROOT)
          : lca(t.source, target),
        {
          id: t.id,
          sources: [t.source || ROOT],
          targets: [target],
          labels: [
            { id: `${t.id}__label`, text: lines.join('\n'), width, height: lines.length * 14 + 4 },
          ],
        },
      )
    }
  }
  return root
}

export async function layoutMachine(elk: ELK, graph: MachineGraph): Promise<ElkNode> {
  return elk.layout(toElk(graph))
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export interface SvgOptions {
  coverage?: DiagramCoverage
  rules?: Readonly<Record<string, Rule>>
  title?: string
}

/**
 * The laid-out machine as a standalone SVG. States and edges carry `data-state` / `data-transition`
 * so a page can highlight them; uncovered ones carry `data-uncovered` and are drawn dashed red.
 */
export function toSvg(graph: MachineGraph, layout: ElkNode, options: SvgOptions = {}): string {
  const abs = new Map<string, { x: number; y: number }>()
  const place = (n: ElkNode, ox: number, oy: number) => {
    const x = ox + (n.x ?? 0)
    const y = oy + (n.y ?? 0)
    abs.set(n.id, { x, y })
    n.children?.forEach((c) => place(c, x, y))
  }
  place(layout, 0, 0)
  const parts: string[] = []
  const stateById = new Map(graph.states.map((s) => [s.id, s]))
  const transitionById = new Map(graph.transitions.map((t) => [t.id, t]))
  const cov = options.coverage

  const drawNode = (n: ElkNode) => {
    const p = abs.get(n.id) ?? { x: 0, y: 0 }
    const w = n.width ?? 0
    const h = n.height ?? 0
    if (n.id.endsWith('__initial')) {
      parts.push(`<circle class="initial" cx="${p.x + w / 2}" cy="${p.y + h / 2}" r="6" />`)
      return
    }
    const s = stateById.get(n.id)
    if (!s) {
      n.children?.forEach(drawNode)
      return
    }
    const uncovered = cov ? !cov.states.has(s.id) : false
    const compound = (n.children?.length ?? 0) > 0
    const ruleText = s.rules.map((r) => `${r}: ${options.rules?.[r]?.text ?? ''}`).join('\n')
    parts.push(
      `<g class="state${compound ? ' compound' : ''}${s.type === 'final' ? ' final' : ''}" data-state="${esc(s.id)}"${uncovered ? ' data-uncovered="true"' : ''}>`,
    )
    parts.push(
      `<title>${esc(`${s.id}\n${s.description}${ruleText ? `\n${ruleText}` : ''}`)}</title>`,
    )
    parts.push(`<rect x="${p.x}" y="${p.y}" width="${w}" height="${h}" rx="12" />`)
    if (s.type === 'final')
      parts.push(
        `<rect class="inner" x="${p.x + 4}" y="${p.y + 4}" width="${w - 8}" height="${h - 8}" rx="9" />`,
      )
    parts.push(`<text class="name" x="${p.x + 14}" y="${p.y + 22}">${esc(s.key)}</text>`)
    if (!compound) {
      let y = p.y + 40
      for (const line of wrap(s.description, DESC_CHARS, 3)) {
        parts.push(`<text class="desc" x="${p.x + 14}" y="${y}">${esc(line)}</text>`)
        y += 15
      }
      const internal = internalLines(s, graph.transitions)
      if (internal.length) y += 4
      for (const line of internal) {
        parts.push(`<text class="internal" x="${p.x + 14}" y="${y}">${esc(line)}</text>`)
        y += 15
      }
    }
    parts.push('</g>')
    n.children?.forEach(drawNode)
  }

  const drawEdges = (n: ElkNode) => {
    for (const e of (n.edges ?? []) as (ElkExtendedEdge & { container?: string })[]) {
      const origin = abs.get(e.container ?? n.id) ?? { x: 0, y: 0 }
      const t = transitionById.get(e.id)
      const uncovered = t && cov ? !cov.transitions.has(t.id) : false
      const d = (e.sections ?? [])
        .map((sec) =>
          [sec.startPoint, ...(sec.bendPoints ?? []), sec.endPoint]
            .map((pt, i) => `${i === 0 ? 'M' : 'L'}${origin.x + pt.x},${origin.y + pt.y}`)
            .join(' '),
        )
        .join(' ')
      const title = t
        ? `${t.description}${t.rules.length ? `\n${t.rules.map((r) => `${r}: ${options.rules?.[r]?.text ?? ''}`).join('\n')}` : ''}`
        : ''
      parts.push(
        `<g class="edge${t ? '' : ' init'}"${t ? ` data-transition="${esc(t.id)}" data-source="${esc(t.source)}" data-event="${esc(t.eventType)}"` : ''}${uncovered ? ' data-uncovered="true"' : ''}>`,
      )
      if (title) parts.push(`<title>${esc(title)}</title>`)
      parts.push(`<path d="${d}" marker-end="url(#arrow)" />`)
      for (const label of e.labels ?? []) {
        const lx = origin.x + (label.x ?? 0)
        const ly = origin.y + (label.y ?? 0)
        parts.push(
          `<rect class="label-bg" x="${lx - 2}" y="${ly}" width="${(label.width ?? 0) + 2}" height="${label.height ?? 0}" rx="4" />`,
        )
        ;(label.text ?? '').split('\n').forEach((line, i) => {
          parts.push(
            `<text class="${i === 0 ? 'label' : 'rules'}" x="${lx + 2}" y="${ly + 13 + i * 14}">${esc(line)}</text>`,
          )
        })
      }
      parts.push('</g>')
    }
    n.children?.forEach(drawEdges)
  }

  layout.children?.forEach(drawNode)
  drawEdges(layout)
  const width = Math.ceil(layout.width ?? 400)
  const height = Math.ceil(layout.height ?? 300)
  const style = `
    .state rect{fill:#1d2130;stroke:#7b61ff;stroke-width:1.5}
    .state.compound>rect{fill:rgba(123,97,255,.06);stroke:#5a4cc4;stroke-dasharray:0}
    .state .inner{fill:none;stroke:#7b61ff;stroke-width:1}
    .state[data-uncovered] rect{stroke:#ff5d62;stroke-dasharray:6 4}
    .state.active>rect{fill:#2a2350;stroke:#25d0c3;stroke-width:3}
    .name{fill:#f5f6f8;font:600 ${FONT + 1}px system-ui,sans-serif}
    .desc{fill:#a7adba;font:${SMALL}px system-ui,sans-serif}
    .internal{fill:#b7a8ff;font:${SMALL}px ui-monospace,monospace}
    .initial{fill:#f5f6f8}
    .edge path{fill:none;stroke:#25d0c3;stroke-width:1.5}
    .edge.init path{stroke:#a7adba}
    .edge[data-uncovered] path{stroke:#ff5d62;stroke-width:2.5;stroke-dasharray:7 5}
    .edge[data-uncovered] .label{fill:#ff9b9e}
    .edge.enabled path{stroke:#ffd166;stroke-width:3}
    .label-bg{fill:#0b0c0f;opacity:.85}
    .label{fill:#f5f6f8;font:${SMALL}px ui-monospace,monospace}
    .rules{fill:#b7a8ff;font:${SMALL - 1}px ui-monospace,monospace}`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(options.title ?? graph.id)}">
<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#a7adba"/></marker><style>${style}</style></defs>
<rect width="100%" height="100%" fill="#0b0c0f"/>
${parts.join('\n')}
</svg>`
}

/** The machine as a Mermaid state diagram (stateDiagram-v2). */
export function toMermaid(graph: MachineGraph): string {
  const mid = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_')
  const clean = (s: string) =>
    s
      .replace(/[:;#"{}]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  const lines = ['stateDiagram-v2']
  const emit = (parent: string | null, indent: string) => {
    const kids = graph.states.filter((s) => s.parent === parent)
    const first = kids.find((k) => k.initial) ?? kids[0]
    if (first) lines.push(`${indent}[*] --> ${mid(first.id)}`)
    for (const s of kids) {
      lines.push(`${indent}state "${clean(s.key)}" as ${mid(s.id)}`)
      if (graph.states.some((c) => c.parent === s.id)) {
        lines.push(`${indent}state ${mid(s.id)} {`)
        emit(s.id, `${indent}  `)
        lines.push(`${indent}}`)
      }
      if (s.description) lines.push(`${indent}note right of ${mid(s.id)} : ${clean(s.description)}`)
      if (s.type === 'final') lines.push(`${indent}${mid(s.id)} --> [*]`)
    }
  }
  emit(null, '  ')
  for (const t of graph.transitions) {
    for (const target of t.targets) {
      const label = [
        t.label,
        t.guard ? `[${t.guard}]` : '',
        t.rules.length ? `(${t.rules.join(', ')})` : '',
      ]
        .filter(Boolean)
        .join(' ')
      lines.push(`  ${mid(t.source)} --> ${mid(target)} : ${clean(label)}`)
    }
  }
  return lines.join('\n') + '\n'
}
