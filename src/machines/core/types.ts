/**
 * The shape every business process shares, so QA and analysts get the same view of each.
 * See README "Contributing: machines".
 */

/** A business rule of the spec, with an id the machines and tests cite. */
export interface Rule {
  /** Plain-language statement an analyst can check against the spec. */
  text: string
  /** Spec file and section, e.g. "1 §4". */
  spec: string
}
export type RuleCatalogue = Record<string, Rule>

export const defineRules = <const T extends RuleCatalogue>(rules: T): T => rules

export type Area =
  | 'accounts'
  | 'store'
  | 'licences'
  | 'team console'
  | 'student'
  | 'support'
  | 'content'
  | 'events'
  | 'shell'

/**
 * What a state, or a guarded/delayed transition, carries in its `meta`:
 * `meta: { rules: ['SIGNIN-3'] }` next to its `description`.
 */
export interface RuleMeta {
  rules: readonly string[]
}
