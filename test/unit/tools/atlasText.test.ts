import { expect, test } from 'vitest'
import { buildResources } from '../../../src/i18n/index.ts'
import { rules } from '../../../src/machines/core/rules.ts'
import { registry } from '../../../src/tools/registry.ts'

/** Analysts read machine titles, descriptions and rules in their language: each has an atlas text. */
const atlas = buildResources().en?.atlas as {
  machines: Record<string, { title?: string; description?: string }>
  rules: Record<string, string>
}

test('every registered machine has a title and a description in the atlas texts', () => {
  const missing = registry.filter(
    (e) => !atlas.machines[e.id]?.title || !atlas.machines[e.id]?.description,
  )
  expect(missing.map((e) => e.id)).toEqual([])
})

test('every rule of the catalogue has a text in the atlas texts, and no text names an unknown rule', () => {
  expect(Object.keys(rules).filter((id) => !atlas.rules[id])).toEqual([])
  expect(Object.keys(atlas.rules).filter((id) => !(id in rules))).toEqual([])
})
