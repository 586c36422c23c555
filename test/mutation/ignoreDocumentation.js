// @ts-check
/**
 * A Stryker ignorer (stryker.config.json "ignorers"): the `description` and `meta` of a machine's
 * states and transitions are what the atlas and the traceability report read, not behaviour. Their
 * mutants (a description emptied, a rule id removed from `meta.rules`) change nothing a spec rule
 * could see, so they are reported as Ignored rather than counted as survivors. They are checked
 * elsewhere: the path snapshots record each path's rules (test/model/paths.test.ts) and the
 * conventions test checks every rule id against the catalogue (test/unit/core/conventions.test.ts).
 */
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin'

// `types` of setup() declares TypeScript types only; XState reads nothing of it at run time.
// `actors` of setup() are the process's effects at its edge (the API calls): every model run
// provides its own, so their default bodies never run there. What they send and read is tested
// by the API client (test/unit/core/http.test.ts) and in the browser runs (e2e/), not by paths.
const DOCUMENTATION = new Set(['description', 'meta', 'types', 'actors'])

/** @typedef {{ type: string; key?: { type: string; name?: string; value?: unknown } }} Node */

/** @param {Node | undefined} node the documentation key an object property names, if any */
function documentationKey(node) {
  if (node?.type !== 'ObjectProperty') return undefined
  const key = node.key
  const name =
    key?.type === 'Identifier' ? key.name : key?.type === 'StringLiteral' ? key.value : undefined
  return typeof name === 'string' && DOCUMENTATION.has(name) ? name : undefined
}

/** @param {{ node: Node & { properties?: Node[] } }} path */
function shouldIgnore(path) {
  const name = documentationKey(path.node)
  if (name)
    return name === 'actors'
      ? "A machine's default actors are its API calls, replaced in every model run and tested by the API client and the browser runs."
      : `A machine's ${name} documents it (for the atlas, or for TypeScript); it is not behaviour.`
  // A state or transition holding only its description and meta (`settled: { description, meta }`):
  // emptied to `{}` it behaves the same, only its documentation is gone.
  const properties = path.node.type === 'ObjectExpression' ? (path.node.properties ?? []) : []
  if (properties.length > 0 && properties.every((p) => documentationKey(p) !== undefined))
    return 'An object holding only documentation (description, meta) is not behaviour.'
  return undefined
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'machine-documentation', { shouldIgnore }),
]
