import type { ELK, ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api'
import type { Rule } from '../../machines/core/types.ts'
import { diagram, palette } from '../../views/kit/tokens.ts'
import {
  ROOT_SOURCE,
  transitionHead,
  type MachineGraph,
  type StateInfo,
  type TransitionInfo,
} from './graph.ts'

/**
 * A machine as a picture: an ELK layout of its states and transitions, drawn as SVG, and the same
 * graph as Mermaid. Pure functions of the graph; the ELK instance is passed in, so the browser
 * (lazy chunk of /machines) and `npm run atlas:export` (Node) draw the same diagram.
 *
 * Transitions a compound state (or the machine itself) holds for its own descendants, and those
 * without a target, belong to an "any state" box inside that compound state: ELK cannot route an
 * edge from a compound node into itself, nor from the machine's root, and Mermaid misplaces them.
 */

export interface DiagramCoverage {
  states: ReadonlySet<string>
  transitions: ReadonlySet<string>
}

/** Words drawn in the diagram that are not names from the machine. */
export interface DiagramWords {
  anyState: string
}
const ENGLISH: DiagramWords = { anyState: 'in any state' }

/** Font sizes in SVG units: at 100 % zoom no text is smaller than 11 px. */
export const FONT = { name: 13, text: 11 } as const
const LINE = 15
const charW = (size: number) => size * 0.6
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
const INITIAL = (container: string) => `${container}__initial`
/** The "any state" box of a compound state, or of the machine (ROOT). */
const ANY = (container: string) => `${container}__any`
const containerOf = (source: string) => (source === ROOT_SOURCE ? ROOT : source)

/** True when `inner` is `outer` itself or lies inside it ('' is the machine: everything lies inside). */
const within = (inner: string, outer: string) =>
  outer === ROOT_SOURCE || inner === outer || inner.startsWith(`${outer}.`)

/** The text on an edge: order, event and guard, then the rule ids. */
export function edgeLines(t: TransitionInfo): string[] {
  const head = transitionHead(t)
  return t.rules.length ? [head, t.rules.join(', ')] : [head]
}

/** How each transition is drawn: an edge in a container, or a line inside a box. */
export interface Placement {
  /** Edges: source node, target node, the container (lowest common ancestor) that holds the edge. */
  edges: { transition: TransitionInfo; from: string; to: string; container: string }[]
  /** Targetless transitions, listed inside the box of their source (a leaf, or an "any state" box). */
  internal: Map<string, TransitionInfo[]>
  /** Containers (ROOT or compound state ids) that need an "any state" box. */
  anyBoxes: Set<string>
}

export function placeTransitions(graph: MachineGraph): Placement {
  const byId = new Map(graph.states.map((s) => [s.id, s]))
  const isCompound = (id: string) => graph.states.some((s) => s.parent === id)
  const ancestors = (id: string): string[] => {
    const out: string[] = []
    for (let s = byId.get(id); s; s = s.parent === null ? undefined : byId.get(s.parent))
      out.push(s.id)
    return out
  }
  const lca = (a: string, b: string): string => {
    const pb = new Set(ancestors(b).slice(1))
    return (
      ancestors(a)
        .slice(1)
        .find((x) => pb.has(x)) ?? ROOT
    )
  }
  const placement: Placement = { edges: [], internal: new Map(), anyBoxes: new Set() }
  const listInside = (box: string, t: TransitionInfo) =>
    placement.internal.set(box, [...(placement.internal.get(box) ?? []), t])
  for (const t of graph.transitions) {
    const holder = t.source === ROOT_SOURCE || isCompound(t.source)
    if (t.targets.length === 0) {
      if (holder) {
        placement.anyBoxes.add(containerOf(t.source))
        listInside(ANY(containerOf(t.source)), t)
      } else listInside(t.source, t)
      continue
    }
    for (const target of t.targets) {
      if (holder && within(target, t.source) && target !== t.source) {
        const container = containerOf(t.source)
        placement.anyBoxes.add(container)
        placement.edges.push({ transition: t, from: ANY(container), to: target, container })
      } else if (t.source === target) {
        placement.edges.push({
          transition: t,
          from: t.source,
          to: target,
          container: byId.get(t.source)?.parent ?? ROOT,
        })
      } else {
        placement.edges.push({
          transition: t,
          from: t.source,
          to: target,
          container: lca(t.source, target),
        })
      }
    }
  }
  return placement
}

const internalText = (t: TransitionInfo) => `${transitionHead(t)} / ${t.actions.join(', ') || '—'}`

function boxSize(title: string, desc: string[], internal: string[]) {
  const longest = Math.max(
    title.length * charW(FONT.name),
    ...desc.map((l) => l.length * charW(FONT.text)),
    ...internal.map((l) => l.length * charW(FONT.text)),
  )
  return {
    width: Math.max(150, Math.ceil(longest) + 28),
    height: 38 + desc.length * LINE + internal.length * LINE + (internal.length ? 6 : 0),
  }
}

/** The ELK graph of a machine: compound states hold their children; each edge lives in the lowest common ancestor. */
export function toElk(graph: MachineGraph, words: DiagramWords = ENGLISH): ElkNode {
  const placement = placeTransitions(graph)
  const childrenOf = (parent: string | null) => graph.states.filter((s) => s.parent === parent)
  const internalOf = (id: string) => (placement.internal.get(id) ?? []).map(internalText)
  const anyBox = (container: string): ElkNode[] =>
    placement.anyBoxes.has(container)
      ? [{ id: ANY(container), ...boxSize(words.anyState, [], internalOf(ANY(container))) }]
      : []
  const build = (s: StateInfo): ElkNode => {
    const kids = childrenOf(s.id)
    if (kids.length === 0)
      return {
        id: s.id,
        ...boxSize(s.key, wrap(s.description, DESC_CHARS, 3), internalOf(s.id)),
      }
    return {
      id: s.id,
      layoutOptions: { 'elk.padding': '[top=44,left=18,bottom=18,right=18]' },
      children: [{ id: INITIAL(s.id), width: 12, height: 12 }, ...anyBox(s.id), ...kids.map(build)],
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
      'elk.layered.spacing.nodeNodeBetweenLayers': '56',
      'elk.layered.spacing.edgeNodeBetweenLayers': '24',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '18',
      'elk.spacing.nodeNode': '40',
      'elk.spacing.edgeEdge': '18',
      'elk.spacing.edgeLabel': '6',
      // States read in the machine file's order (the order a user meets them): edges back up are the cycles.
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.padding': '[top=24,left=24,bottom=24,right=24]',
    },
    children: [
      { id: INITIAL(ROOT), width: 12, height: 12 },
      ...anyBox(ROOT),
      ...childrenOf(null).map(build),
    ],
    edges: [],
  }
  const nodeById = new Map<string, ElkNode>()
  const index = (n: ElkNode) => {
    nodeById.set(n.id, n)
    n.children?.forEach(index)
  }
  index(root)
  const addEdge = (container: string, edge: ElkExtendedEdge) => {
    const node = nodeById.get(container) ?? root
    node.edges = [...(node.edges ?? []), edge]
  }
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
  placement.edges.forEach(({ transition: t, from, to, container }, i) => {
    const lines = edgeLines(t)
    const label: ElkLabel = {
      id: `${t.id}__label`,
      text: lines.join('\n'),
      width: Math.ceil(Math.max(...lines.map((l) => l.length * charW(FONT.text)))) + 10,
      height: lines.length * 14 + 6,
      layoutOptions: { 'elk.edgeLabels.placement': 'CENTER' },
    }
    // One transition with several targets is one edge per target; the first keeps the plain id.
    const id = t.targets.indexOf(to) > 0 ? `${t.id}#${String(i)}` : t.id
    addEdge(container, { id, sources: [from], targets: [to], labels: [label] })
  })
  return root
}

export async function layoutMachine(
  elk: ELK,
  graph: MachineGraph,
  words: DiagramWords = ENGLISH,
): Promise<ElkNode> {
  return elk.layout(toElk(graph, words))
}

type Point = { x: number; y: number }

/**
 * ELK puts a label beside its edge, a few pixels off; between parallel edges a reader cannot tell
 * which one it names. Move it onto the nearest segment of its own edge, so the line touches its box.
 */
export function attach(label: ElkLabel, edge: ElkExtendedEdge, origin: Point): Point {
  const x = origin.x + (label.x ?? 0)
  const y = origin.y + (label.y ?? 0)
  const w = label.width ?? 0
  const h = label.height ?? 0
  const cx = x + w / 2
  const cy = y + h / 2
  let best: { d: number; at: Point } = { d: Infinity, at: { x, y } }
  for (const sec of edge.sections ?? []) {
    const pts = [sec.startPoint, ...(sec.bendPoints ?? []), sec.endPoint].map((p) => ({
      x: origin.x + p.x,
      y: origin.y + p.y,
    }))
    for (let i = 1; i < pts.length; i++) {
      const a = pts[i - 1] ?? { x: 0, y: 0 }
      const b = pts[i] ?? { x: 0, y: 0 }
      if (Math.abs(a.x - b.x) < 0.5) {
        // Vertical segment: slide the label sideways until its near side sits on the line.
        const lo = Math.min(a.y, b.y)
        const hi = Math.max(a.y, b.y)
        // A segment shorter than the label (a self-loop) holds the label by its middle.
        const ny = hi - lo < h ? (lo + hi - h) / 2 : Math.min(Math.max(y, lo), hi - h)
        const nx = cx < a.x ? a.x - w : a.x
        const d = Math.abs(cx - a.x) + Math.abs(ny - y)
        if (d < best.d) best = { d, at: { x: nx, y: ny } }
      } else if (Math.abs(a.y - b.y) < 0.5) {
        const lo = Math.min(a.x, b.x)
        const hi = Math.max(a.x, b.x)
        const nx = hi - lo < w ? (lo + hi - w) / 2 : Math.min(Math.max(x, lo), hi - w)
        const ny = cy < a.y ? a.y - h : a.y
        const d = Math.abs(cy - a.y) + Math.abs(nx - x)
        if (d < best.d) best = { d, at: { x: nx, y: ny } }
      }
    }
  }
  return best.at
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export interface SvgOptions {
  coverage?: DiagramCoverage
  rules?: Readonly<Record<string, Rule>>
  title?: string
  words?: DiagramWords
  /** Texts to draw instead of the machine's own (translations), by state id. */
  stateText?: (s: StateInfo) => string
}

/**
 * The laid-out machine as a standalone SVG. States and edges carry `data-state` / `data-transition`
 * so a page can highlight them; uncovered ones carry `data-uncovered` and are drawn dashed red.
 */
export function toSvg(graph: MachineGraph, layout: ElkNode, options: SvgOptions = {}): string {
  const words = options.words ?? ENGLISH
  const describe = options.stateText ?? ((s: StateInfo) => s.description)
  const placement = placeTransitions(graph)
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
  const ruleLines = (ids: readonly string[]) =>
    ids.map((r) => `${r}: ${options.rules?.[r]?.text ?? ''}`).join('\n')

  const lines = (x: number, y: number, cls: string, texts: readonly string[]) => {
    texts.forEach((line, i) => {
      parts.push(`<text class="${cls}" x="${x}" y="${y + i * LINE}">${esc(line)}</text>`)
    })
    return y + texts.length * LINE
  }
  const internalAt = (id: string, x: number, y: number) => {
    const list = placement.internal.get(id) ?? []
    for (const t of list) {
      parts.push(
        `<g class="internal" data-transition="${esc(t.id)}"${cov && !cov.transitions.has(t.id) ? ' data-uncovered="true"' : ''}>`,
      )
      parts.push(`<title>${esc(`${t.description}\n${ruleLines(t.rules)}`.trim())}</title>`)
      lines(x, y, 'internal', [internalText(t)])
      parts.push('</g>')
      y += LINE
    }
  }

  const drawNode = (n: ElkNode) => {
    const p = abs.get(n.id) ?? { x: 0, y: 0 }
    const w = n.width ?? 0
    const h = n.height ?? 0
    if (n.id.endsWith('__initial')) {
      parts.push(`<circle class="initial" cx="${p.x + w / 2}" cy="${p.y + h / 2}" r="6" />`)
      return
    }
    if (n.id.endsWith('__any')) {
      parts.push(`<g class="any" data-any="${esc(n.id)}">`)
      parts.push(`<rect x="${p.x}" y="${p.y}" width="${w}" height="${h}" rx="12" />`)
      parts.push(`<text class="name" x="${p.x + 14}" y="${p.y + 23}">${esc(words.anyState)}</text>`)
      internalAt(n.id, p.x + 14, p.y + 44)
      parts.push('</g>')
      return
    }
    const s = stateById.get(n.id)
    if (!s) {
      n.children?.forEach(drawNode)
      return
    }
    const uncovered = cov ? !cov.states.has(s.id) : false
    const compound = (n.children?.length ?? 0) > 0
    parts.push(
      `<g class="state${compound ? ' compound' : ''}${s.type === 'final' ? ' final' : ''}" data-state="${esc(s.id)}"${uncovered ? ' data-uncovered="true"' : ''}>`,
    )
    const rulesText = ruleLines(s.rules)
    parts.push(
      `<title>${esc(`${s.id}\n${describe(s)}${rulesText ? `\n${rulesText}` : ''}`)}</title>`,
    )
    parts.push(`<rect x="${p.x}" y="${p.y}" width="${w}" height="${h}" rx="12" />`)
    if (s.type === 'final')
      parts.push(
        `<rect class="inner" x="${p.x + 4}" y="${p.y + 4}" width="${w - 8}" height="${h - 8}" rx="9" />`,
      )
    parts.push(`<text class="name" x="${p.x + 14}" y="${p.y + 23}">${esc(s.key)}</text>`)
    if (!compound) {
      const y = lines(p.x + 14, p.y + 41, 'desc', wrap(describe(s), DESC_CHARS, 3))
      internalAt(s.id, p.x + 14, y + 4)
    }
    parts.push('</g>')
    n.children?.forEach(drawNode)
  }

  const labels: string[] = []
  const drawEdges = (n: ElkNode) => {
    for (const e of (n.edges ?? []) as (ElkExtendedEdge & { container?: string })[]) {
      const origin = abs.get(e.container ?? n.id) ?? { x: 0, y: 0 }
      const t = transitionById.get(e.id.split('#')[0] ?? e.id)
      const uncovered = t && cov ? !cov.transitions.has(t.id) : false
      const d = (e.sections ?? [])
        .map((sec) =>
          [sec.startPoint, ...(sec.bendPoints ?? []), sec.endPoint]
            .map((pt, i) => `${i === 0 ? 'M' : 'L'}${origin.x + pt.x},${origin.y + pt.y}`)
            .join(' '),
        )
        .join(' ')
      const attrs = t
        ? ` data-transition="${esc(t.id)}" data-source="${esc(t.source)}" data-event="${esc(t.eventType)}"${t.alternatives > 1 ? ` data-order="${String(t.index + 1)}"` : ''}`
        : ''
      const open = `<g class="edge${t ? '' : ' init'}"${attrs}${uncovered ? ' data-uncovered="true"' : ''}>`
      const title = t
        ? `<title>${esc(`${t.description}\n${ruleLines(t.rules)}`.trim())}</title>`
        : ''
      parts.push(open, title, `<path d="${d}" marker-end="url(#arrow)" />`, '</g>')
      // Labels are drawn after every edge, so no line crosses over a label's text.
      for (const label of e.labels ?? []) {
        const { x: lx, y: ly } = attach(label, e, origin)
        labels.push(open, title)
        labels.push(
          `<rect class="label-bg" x="${lx}" y="${ly}" width="${label.width ?? 0}" height="${label.height ?? 0}" rx="4" />`,
        )
        ;(label.text ?? '').split('\n').forEach((line, i) => {
          labels.push(
            `<text class="${i === 0 ? 'label' : 'rules'}" x="${lx + 5}" y="${ly + 14 + i * 14}">${esc(line)}</text>`,
          )
        })
        labels.push('</g>')
      }
    }
    n.children?.forEach(drawEdges)
  }

  layout.children?.forEach(drawNode)
  drawEdges(layout)
  const width = Math.ceil(layout.width ?? 400)
  const height = Math.ceil(layout.height ?? 300)
  const c = diagram
  const style = `
    .state rect{fill:${c.state};stroke:${c.stateLine};stroke-width:1.5}
    .state.compound>rect{fill:${c.compoundFill};stroke:${c.compoundLine}}
    .state .inner{fill:none;stroke:${c.stateLine};stroke-width:1}
    .state[data-uncovered] rect{stroke:${c.uncovered};stroke-dasharray:6 4}
    .state.active>rect{fill:${c.active};stroke:${c.activeLine};stroke-width:3}
    .any rect{fill:none;stroke:${c.textMuted};stroke-width:1.2;stroke-dasharray:4 4}
    .any .name{font-style:italic;font-weight:500}
    .name{fill:${c.text};font:600 ${FONT.name}px system-ui,sans-serif}
    .desc{fill:${palette.cloud};font:${FONT.text}px system-ui,sans-serif}
    .internal text,text.internal{fill:${c.rules};font:${FONT.text}px ui-monospace,monospace}
    .internal[data-uncovered] text{fill:${c.uncoveredText}}
    .initial{fill:${c.text}}
    .edge path{fill:none;stroke:${c.edge};stroke-width:1.5}
    .edge.init path{stroke:${c.edgeInitial}}
    .edge[data-uncovered] path{stroke:${c.uncovered};stroke-width:2.5;stroke-dasharray:7 5}
    .edge[data-uncovered] .label{fill:${palette.redPale}}
    .edge.enabled path{stroke:${c.enabled};stroke-width:3}
    .edge.enabled .label-bg{stroke:${c.enabled};stroke-width:2}
    .label-bg{fill:${c.background};stroke:${c.edge};stroke-width:1}
    .edge[data-uncovered] .label-bg{stroke:${c.uncovered}}
    .label{fill:${c.text};font:${FONT.text}px ui-monospace,monospace}
    .rules{fill:${c.rules};font:${FONT.text}px ui-monospace,monospace}`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(options.title ?? graph.id)}">
<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="10" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${c.edgeInitial}"/></marker><style>${style}</style></defs>
<rect width="100%" height="100%" fill="${c.background}"/>
${parts.join('\n')}
${labels.join('\n')}
</svg>`
}

/** A Mermaid identifier for a state path (prefixed, so no state name collides with a keyword). */
export const mermaidId = (id: string) => `s_${id.replace(/[^A-Za-z0-9_]/g, '_')}`
const mermaidAny = (container: string) =>
  container === ROOT ? 'any_root' : `any_${mermaidId(container)}`

/** The machine as a Mermaid state diagram (stateDiagram-v2); every state where the machine has it. */
export function toMermaid(graph: MachineGraph, words: DiagramWords = ENGLISH): string {
  const clean = (s: string) =>
    s
      .replace(/[:;#"{}<>]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  const placement = placeTransitions(graph)
  const node = (id: string) =>
    id.endsWith('__any') ? mermaidAny(id.slice(0, -'__any'.length)) : mermaidId(id)
  // Mermaid moves a state into the block where an edge names it: an edge stays in its container's
  // block only when both ends are declared right there (a compound's edge to a state of a nested
  // region, e.g. sign-in's editing to editing.form.invalid, is written at the top level).
  const parentOf = new Map(graph.states.map((s) => [s.id, s.parent ?? ROOT]))
  const declaredIn = (id: string, container: string) =>
    id.endsWith('__any') ? id === ANY(container) : parentOf.get(id) === container
  const edgesIn = new Map<string, string[]>()
  for (const { transition: t, from, to, container } of placement.edges) {
    const line = `${node(from)} --> ${node(to)} : ${clean(edgeLines(t).join(' '))}`
    const block = declaredIn(from, container) && declaredIn(to, container) ? container : ROOT
    edgesIn.set(block, [...(edgesIn.get(block) ?? []), line])
  }
  const lines = ['stateDiagram-v2']
  const emit = (parent: string | null, indent: string) => {
    const container = parent ?? ROOT
    const kids = graph.states.filter((s) => s.parent === parent)
    const first = kids.find((k) => k.initial) ?? kids[0]
    if (first) lines.push(`${indent}[*] --> ${mermaidId(first.id)}`)
    if (placement.anyBoxes.has(container)) {
      const any = mermaidAny(container)
      lines.push(`${indent}state "${clean(words.anyState)}" as ${any}`)
      for (const t of placement.internal.get(ANY(container)) ?? [])
        lines.push(`${indent}${any} : ${clean(internalText(t))}`)
    }
    for (const s of kids) {
      const id = mermaidId(s.id)
      lines.push(`${indent}state "${clean(s.key)}" as ${id}`)
      if (graph.states.some((c) => c.parent === s.id)) {
        lines.push(`${indent}state ${id} {`)
        emit(s.id, `${indent}  `)
        lines.push(`${indent}}`)
      } else {
        for (const l of wrap(s.description, 40, 4)) lines.push(`${indent}${id} : ${clean(l)}`)
        for (const t of placement.internal.get(s.id) ?? [])
          lines.push(`${indent}${id} : ${clean(internalText(t))}`)
      }
      if (s.type === 'final') lines.push(`${indent}${id} --> [*]`)
    }
    for (const e of edgesIn.get(container) ?? []) lines.push(`${indent}${e}`)
  }
  emit(null, '  ')
  return lines.join('\n') + '\n'
}
