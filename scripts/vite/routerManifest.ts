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

interface Chunk {
  fileName: string
  isEntry: boolean
  facadeModuleId: string | null
  moduleIds: string[]
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
      this.emitFile({
        type: 'asset',
        fileName: 'router-manifest.json',
        source: `${JSON.stringify({ routes }, null, 2)}\n`,
      })
    },
  }
}
