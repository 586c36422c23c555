import { afterEach, expect, test } from 'vitest'
import { createActor } from 'xstate'
import { describeMachine } from '../../../src/tools/graph/graph.ts'
import {
  addStep,
  compareCoverage,
  emptyObserved,
  mergeObserved,
} from '../../../src/tools/graph/observed.ts'
import { e2eInspect, type ObservedStep } from '../../../src/tools/inspection/e2eInspect.ts'
import { inertMachine } from '../../../src/tools/testing/testModel.ts'
import { registry } from '../../../src/tools/registry.ts'

afterEach(() => {
  delete window.__e2eObserve
})

const headerMenu = () => {
  const entry = registry.find((e) => e.id === 'headerMenu')
  if (!entry) throw new Error('headerMenu is not registered')
  return entry
}

test('without the end-to-end binding the app inspects nothing', () => {
  expect(e2eInspect()).toBeUndefined()
})

test('with it, an actor reports the transitions it takes by the ids the graph gives them', () => {
  const steps: ObservedStep[] = []
  window.__e2eObserve = (step) => steps.push(step)
  const entry = headerMenu()
  const actor = createActor(inertMachine(entry), {
    input: { width: 800 },
    inspect: e2eInspect(),
  }).start()
  actor.send({ type: 'menu.toggleDrawer' })
  actor.send({ type: 'menu.resize', width: 1440 })
  actor.stop()
  const ids = new Set(describeMachine(entry.machine).transitions.map((t) => t.id))
  const taken = steps.flatMap((s) => s.transitions)
  expect(taken).toEqual(['closed|menu.toggleDrawer|0', '|menu.resize|0'])
  for (const id of taken) expect(ids.has(id), id).toBe(true)
  expect(steps.every((s) => s.machine === 'headerMenu')).toBe(true)
  expect(steps.flatMap((s) => s.states)).toContain('drawer')
})

test('observed runs merge, and set beside the paths they tell what only the real app did', () => {
  const a = emptyObserved()
  addStep(a, { transitions: ['closed|menu.toggleDrawer|0'], states: ['drawer'] }, 'menu test')
  const b = emptyObserved()
  addStep(b, { transitions: ['closed|menu.toggleDrawer|0', 'gone|x|0'], states: [] }, 'other')
  const run = mergeObserved(
    [
      { recordedAt: '', tests: 1, machines: { headerMenu: a } },
      { recordedAt: '', tests: 1, machines: { headerMenu: b } },
    ],
    'now',
  )
  expect(run.tests).toBe(2)
  expect(run.machines.headerMenu?.transitions['closed|menu.toggleDrawer|0']).toBe(2)
  const graph = describeMachine(headerMenu().machine)
  const cmp = compareCoverage(graph, ['|menu.resize|0'], run.machines.headerMenu)
  expect(cmp.total).toBe(graph.transitions.length)
  expect(cmp.planned).toBe(1)
  expect(cmp.observed).toBe(1)
  expect(cmp.observedOnly).toEqual(['closed|menu.toggleDrawer|0'])
  expect(cmp.unknown).toEqual(['gone|x|0'])
})
