/**
 * The shape every business process shares, so QA and analysts get the same view of each.
 * See README "Machines".
 */

/** A business rule of the spec, with an id the machines and tests cite. */
export interface Rule {
  /** Plain-language statement an analyst can check against the spec. */
  text: string
  /** Spec file and section, e.g. "1 §4". */
  spec: string
  /** The spec's own sentence the rule comes from, verbatim, for the traceability report. */
  sentence?: string
}
export type RuleCatalogue = Record<string, Rule>

/** An area's catalogue (`src/machines/<area>/rules.ts` exports it as `rules`); keeps the literal ids. */
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
