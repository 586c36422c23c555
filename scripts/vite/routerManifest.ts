import type { Plugin } from 'vite'

/** A route file of src/routes as TanStack Router names its route: `(account)/member/signin.tsx` → `/(account)/member/signin`. */
export function routeIdOf(file: string): string | null {
  const match = /(?:^|\/)src\/routes\/(.+)\.tsx$/.exec(file)
  if (!match?.[1]) return null
  const path = match[1]
  if (path === '__root') return '__root__'
  if (path.split('/').some((segment) => segment.startsWith('-'))) return null
  if (path === 'index') return '/'
  return `/${path.replace(/\/index$/, '/')}`
}

/**
 * What the first load (the entry and everything it imports statically: what every page loads
 * first, and the home page's own chunks) must never carry (issue 8: no code the home page does not
 * run): the store's checkout and its contract, other areas' pages and machines, the tools, the
 * translations (they travel inside the page's HTML), XState's graph module and classic zod. Each
 * crept in once without anyone noticing: a build that brings one back fails.
 */
export const NOT_FIRST_LOAD: readonly { pattern: RegExp; what: string }[] = [
  {
    pattern: /[\\/]src[\\/]contract[\\/]commerce[\\/](order|payment|coupon|tax|invoice)\.ts$/,
    what: "the store's order, payment, coupon, tax and invoice contract",
  },
  {
    pattern:
      /[\\/]src[\\/](machines|views|services)[\\/]commerce[\\/](checkout|connectCheckout|CheckoutPage|order|invoices)\b/,
    what: 'checkout and invoices',
  },
  {
    pattern:
      /[\\/]src[\\/]machines[\\/](content[\\/](?!homeContent\.ts$)|support[\\/]|event[\\/]|leads[\\/])/,
    what: "another page's machine",
  },
  {
    pattern: /[\\/]src[\\/]views[\\/](content|support|event|leads|tools)[\\/]/,
    what: "another area's pages",
  },
  {
    pattern: /[\\/]src[\\/]tools[\\/](?!inspection[\\/])|\.model\.ts$/,
    what: 'the tools and test models',
  },
  {
    pattern: /[\\/]src[\\/]i18n[\\/](?!unsupported[\\/])\w+[\\/](en|ko|ja|zh)\.ts$/,
    what: "a namespace's translations",
  },
  { pattern: /node_modules[\\/]xstate[\\/]dist[\\/]xstate-graph/, what: "XState's graph module" },
  { pattern: /node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]/, what: 'classic zod' },
]

/** The first-load modules that break `NOT_FIRST_LOAD`, each with what it is. */
export function firstLoadViolations(moduleIds: readonly string[]): string[] {
  const out: string[] = []
  for (const id of moduleIds) {
    const path = id.split('?')[0] ?? id
    const rule = NOT_FIRST_LOAD.find((r) => r.pattern.test(path))
    if (rule) out.push(`${path} (${rule.what})`)
  }
  return out
}

interface Chunk {
  fileName: string
  isEntry: boolean
  facadeModuleId: string | null
  moduleIds: string[]
  /** Each module's code in the chunk (none left when the bundler dropped all of it). */
  modules?: Record<string, { renderedLength: number }>
  imports: string[]
  viteMetadata?: { importedCss: Set<string> }
}

/**
 * Emits `router-manifest.json` with the client build: the entry script and, for each route, the
 * chunks its page needs (modulepreload) and its CSS, in TanStack Router's manifest shape, so the
 * server's first response starts every download the page will make at once.
 */
export function routerManifest(entry = 'src/entry-client.tsx'): Plugin {
  return {
    name: 'drape3d-router-manifest',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is typeof c & Chunk => c.type === 'chunk')
      const byName = new Map(chunks.map((c) => [c.fileName, c]))
      /** A chunk and every chunk it imports statically, in load order. */
      const closure = (start: Chunk): Chunk[] => {
        const seen = new Set<string>()
        const out: Chunk[] = []
        const visit = (chunk: Chunk) => {
          if (seen.has(chunk.fileName)) return
          seen.add(chunk.fileName)
          out.push(chunk)
          for (const name of chunk.imports) {
            const next = byName.get(name)
            if (next) visit(next)
          }
        }
        visit(start)
        return out
      }
      const cssOf = (list: Chunk[]) =>
        [...new Set(list.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))].map(
          (f) => `/${f}`,
        )
      const entryChunk = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith(entry))
      if (!entryChunk) throw new Error(`router manifest: no entry chunk for ${entry}`)
      const entryFiles = closure(entryChunk)
      const inEntry = new Set(entryFiles.map((c) => c.fileName))
      const routes: Record<string, { preloads: string[]; css: string[]; scripts?: unknown[] }> = {
        __root__: {
          preloads: entryFiles.slice(1).map((c) => `/${c.fileName}`),
          css: cssOf(entryFiles),
          scripts: [{ attrs: { type: 'module', src: `/${entryChunk.fileName}`, async: true } }],
        },
      }
      for (const chunk of chunks) {
        if (chunk.isEntry) continue
        const ids = new Set(
          chunk.moduleIds
            .filter((id) => id.includes('tsr-split'))
            .map((id) => routeIdOf(id.split('?')[0] ?? ''))
            .filter((id): id is string => id !== null),
        )
        for (const id of ids) {
          const files = closure(chunk).filter((c) => !inEntry.has(c.fileName))
          const route = (routes[id] ??= { preloads: [], css: [] })
          route.preloads.push(...files.map((c) => `/${c.fileName}`))
          route.css.push(...cssOf(files))
        }
      }
      const home = [...(routes.__root__?.preloads ?? []), ...(routes['/']?.preloads ?? [])]
      const firstLoad = [entryChunk, ...home.map((f) => byName.get(f.slice(1)))]
      const violations = firstLoadViolations(
        firstLoad.flatMap((c) =>
          (c?.moduleIds ?? []).filter((id) => (c?.modules?.[id]?.renderedLength ?? 1) > 0),
        ),
      )
      if (violations.length > 0)
        this.error(
          `the first load (every page's, and the home page's) carries what it must not:\n${violations.join('\n')}`,
        )
      this.emitFile({
        type: 'asset',
        fileName: 'router-manifest.json',
        source: `${JSON.stringify({ routes }, null, 2)}\n`,
      })
    },
  }
}
