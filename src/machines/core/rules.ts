import { catalogues } from './rules.gen.ts'
import type { Rule } from './types.ts'

/**
 * Every business rule with an id, across areas: the union of each area's `rules.ts`, collected by
 * the generated `rules.gen.ts` (scripts/vite/machineRegistry.ts). The atlas, the coverage report
 * and the convention test read it; machines cite its ids in `meta.rules`.
 */
type Catalogues = typeof catalogues

/** A rule id of any area's catalogue: a mistyped id in a machine's meta or a model fails tsc. */
export type RuleId = { [A in keyof Catalogues]: keyof Catalogues[A] & string }[keyof Catalogues]

/** Looked up by any id (an unknown one gives undefined); `isRuleId` tells whether an id is known. */
export const rules: Readonly<Record<string, Rule>> = Object.fromEntries(
  Object.values(catalogues).flatMap((catalogue): [string, Rule][] => Object.entries(catalogue)),
)

export const isRuleId = (id: string): id is RuleId => Object.hasOwn(rules, id)

/** Rule ids defined by more than one area (the catalogue keeps only one of them): must be empty. */
export const duplicateRuleIds = (): string[] => {
  const seen = new Set<string>()
  const twice = new Set<string>()
  for (const catalogue of Object.values(catalogues))
    for (const id of Object.keys(catalogue)) (seen.has(id) ? twice : seen).add(id)
  return [...twice]
}

/**
 * What a state, or a guarded/delayed transition, carries in its `meta`:
 * `meta: { rules: ['SIGNIN-3'] }` next to its `description`. Machines declare it in
 * `setup({ types: { meta: {} as RuleMeta } })`, so the ids are checked where they are written.
 */
export interface RuleMeta {
  rules: readonly RuleId[]
}
