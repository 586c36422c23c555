import ELK from 'elkjs/lib/elk.bundled.js'
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api'
import mermaid from 'mermaid'
import { beforeAll, describe, expect, test } from 'vitest'
import { describeMachine, transitionHead } from '../../../src/tools/graph/graph.ts'
import {
  attach,
  layoutMachine,
  mermaidId,
  placeTransitions,
  toMermaid,
  toSvg,
} from '../../../src/tools/graph/diagram.ts'
import { registry } from '../../../src/tools/registry.ts'

/** Every registered machine can be drawn: laid out by ELK, written as Mermaid that Mermaid parses. */

/**
 * Mermaid's state diagram as laid out: a layout loader (public API) that records the nodes Mermaid
 * hands to its layout, with the composite state each one is nested in, and draws nothing.
 */
let captured: { id: string; parentId?: string }[] = []
const CAPTURE = 'capture-nesting'
async function mermaidNesting(text: string): Promise<Map<string, string>> {
  captured = []
  // The steps after layout measure the drawing, which a DOM shim cannot: only the capture matters.
  await mermaid.render(`m${String(Date.now())}`, text).catch(() => undefined)
  return new Map(captured.map((n) => [n.id, n.parentId ?? '']))
}

const elk = new ELK()
const edgesOf = (n: ElkNode): (ElkExtendedEdge & { container?: string })[] => [
  ...(n.edges ?? []),
  ...(n.children ?? []).flatMap(edgesOf),
]
const absolute = (root: ElkNode) => {
  const at = new Map<string, { x: number; y: number }>()
  const walk = (n: ElkNode, ox: number, oy: number) => {
    const x = ox + (n.x ?? 0)
    const y = oy + (n.y ?? 0)
    at.set(n.id, { x, y })
    n.children?.forEach((c) => walk(c, x, y))
  }
  walk(root, 0, 0)
  return at
}

beforeAll(() => {
  mermaid.registerLayoutLoaders([
    {
      name: CAPTURE,
      loader: () =>
        Promise.resolve({
          render: (data) => {
            captured = data.nodes.map((n) => ({ id: n.id, parentId: n.parentId }))
            return Promise.resolve()
          },
        }),
    },
  ])
  mermaid.initialize({ startOnLoad: false, layout: CAPTURE })
})

describe.each(registry.map((e) => [e.id, e] as const))('%s', (_id, entry) => {
  const graph = describeMachine(entry.machine)
  const placement = placeTransitions(graph)

  test('ELK lays out every state and every transition with a target, each label on its edge', async () => {
    const layout = await layoutMachine(elk, graph)
    const at = absolute(layout)
    for (const s of graph.states) expect(at.has(s.id), s.id).toBe(true)
    const edges = edgesOf(layout)
    const drawn = new Set(edges.map((e) => e.id.split('#')[0]))
    for (const t of graph.transitions.filter((x) => x.targets.length > 0))
      expect(drawn.has(t.id), t.id).toBe(true)
    for (const e of edges) {
      expect(e.sections?.length, e.id).toBeGreaterThan(0)
      const origin = at.get(e.container ?? '__root') ?? { x: 0, y: 0 }
      for (const label of e.labels ?? []) {
        const box = attach(label, e, origin)
        const w = label.width ?? 0
        const h = label.height ?? 0
        const points = (e.sections ?? []).map((s) =>
          [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map((p) => ({
            x: origin.x + p.x,
            y: origin.y + p.y,
          })),
        )
        const touches = points.some((pts) =>
          pts.slice(1).some((b, i) => {
            const a = pts[i] ?? b
            const near = (u: number, v: number) => Math.abs(u - v) < 0.5
            // The box's side lies on the segment's line and the two overlap along it.
            const overlap = (lo: number, hi: number, from: number, size: number) =>
              from <= Math.max(lo, hi) + 0.5 && from + size >= Math.min(lo, hi) - 0.5
            if (near(a.x, b.x))
              return (near(box.x, a.x) || near(box.x + w, a.x)) && overlap(a.y, b.y, box.y, h)
            return (near(box.y, a.y) || near(box.y + h, a.y)) && overlap(a.x, b.x, box.x, w)
          }),
        )
        expect(touches, `label of ${e.id}`).toBe(true)
      }
    }
    const svg = toSvg(graph, layout, { title: entry.title })
    expect(svg).toContain(`aria-label="${entry.title}"`)
    // Every transition without a target is still written somewhere in its source's box.
    for (const t of graph.transitions.filter((x) => x.targets.length === 0))
      expect(svg, t.id).toContain(`data-transition="${t.id.replace(/"/g, '&quot;')}"`)
  })

  test('Mermaid parses the diagram and nests each state where the machine has it', async () => {
    const text = toMermaid(graph)
    await expect(mermaid.parse(text)).resolves.toBeTruthy()
    const parentOf = await mermaidNesting(text)
    for (const s of graph.states) {
      expect(parentOf.has(mermaidId(s.id)), s.id).toBe(true)
      expect(parentOf.get(mermaidId(s.id)), s.id).toBe(s.parent ? mermaidId(s.parent) : '')
    }
    // One arrow per drawn edge, plus the initial and final markers.
    for (const e of placement.edges) expect(text).toContain(`--> ${mermaidId(e.to)} : `)
    // Mermaid's parser takes seconds on the largest machines when the cores are shared.
  }, 30_000)
})

test('a transition the machine itself holds (headerMenu resize) is drawn from its "any state" box', () => {
  const entry = registry.find((e) => e.id === 'headerMenu')
  if (!entry) throw new Error('headerMenu is not registered')
  const graph = describeMachine(entry.machine)
  const rootEdges = placeTransitions(graph).edges.filter((e) => e.transition.source === '')
  expect(rootEdges.length).toBeGreaterThan(0)
  for (const e of rootEdges) expect(e.from).toBe('__root__any')
  expect(toMermaid(graph)).toMatch(/any_root --> s_closed : menu\.resize/)
})

test('guarded alternatives are numbered in the order the machine tries them', () => {
  const entry = registry.find((e) => e.id === 'signIn')
  if (!entry) throw new Error('signIn is not registered')
  const graph = describeMachine(entry.machine)
  const groups = new Map<string, string[]>()
  for (const t of graph.transitions)
    if (t.alternatives > 1)
      groups.set(`${t.source}|${t.eventType}`, [
        ...(groups.get(`${t.source}|${t.eventType}`) ?? []),
        transitionHead(t),
      ])
  expect(groups.size).toBeGreaterThan(0)
  for (const heads of groups.values())
    expect(heads.map((h) => h.split('.')[0])).toEqual(heads.map((_, i) => String(i + 1)))
  // A transition with nothing to choose from carries no number.
  const single = graph.transitions.find((t) => t.alternatives === 1)
  expect(single && transitionHead(single)).not.toMatch(/^\d+\./)
})
