import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageNamespaces } from '../../../src/i18n/boot.ts'

/**
 * Issue 8: a page arrives with the translations it renders. A namespace the server did not send is
 * fetched as a chunk after the page arrives, and React hydrates that part of the page only once the
 * chunk has come: a click in between is lost (seen on the case studies' 'more' in a CI run). Every
 * route file, with every module of src/ it imports, must read only the namespaces
 * `pageNamespaces` gives the route.
 */
const SRC = resolve(import.meta.dirname, '../../../src')
const TREE = readFileSync(resolve(SRC, 'routeTree.gen.ts'), 'utf8')

/** Route id → its file, from the generated tree (`FileRoutesById` and the imports). */
function routeFiles(): Map<string, string> {
  const fileOfVar = new Map<string, string>()
  for (const [, name = '', path = ''] of TREE.matchAll(
    /import \{ Route as (\w+)Import \} from '\.\/(routes\/[^']+)'/g,
  ))
    fileOfVar.set(name, resolve(SRC, `${path}.tsx`))
  const byId = /export interface FileRoutesById \{([^}]*)\}/.exec(TREE)?.[1] ?? ''
  const files = new Map<string, string>()
  for (const [, id = '', name = ''] of byId.matchAll(/'([^']+)': typeof (\w+)/g)) {
    const file = fileOfVar.get(name)
    if (file) files.set(id, file)
  }
  return files
}

const resolveImport = (from: string, spec: string): string | null => {
  const base = resolve(dirname(from), spec)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate
  return null
}

/** The namespaces a module and every module of src/ it imports read with `useTranslation`. */
function namespacesRead(file: string, seen = new Set<string>()): Set<string> {
  const read = new Set<string>()
  if (seen.has(file)) return read
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  for (const [, args = ''] of code.matchAll(/useTranslation\(([^)]*)\)/g))
    for (const [, ns = ''] of args.matchAll(/'(\w+)'/g)) read.add(ns)
  // Static imports only: a dynamic import() is a chunk the page loads when it needs it.
  for (const [, spec = ''] of code.matchAll(/^import [^;]*? from '(\.[^']+)'/gms)) {
    const target = resolveImport(file, spec)
    if (target && !target.includes('/i18n/'))
      for (const ns of namespacesRead(target, seen)) read.add(ns)
  }
  return read
}

describe('every route is sent the translations it renders', () => {
  const routes = [...routeFiles()]

  it('finds the routes of the generated tree', () => {
    expect(routes.length).toBeGreaterThan(50)
  })

  it.each(routes)('%s', (id, file) => {
    const given = new Set(pageNamespaces(['__root__', id]))
    const missing = [...namespacesRead(file)].filter((ns) => !given.has(ns))
    expect(missing).toEqual([])
  })
})
