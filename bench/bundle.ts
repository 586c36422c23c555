/**
 * Gzip size of the JavaScript each route loads first: the entry chunk and its static imports,
 * plus the route's own split chunks and their static imports, read from Vite's manifest.
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

export interface RouteSize {
  route: string
  files: number
  gzipKb: number
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  keys.forEach(visit)
  return seen
}

/** `src/routes/member/signin.tsx?tsr-split=component` → `/member/signin`. */
function routeOf(src: string): string {
  const path = src.replace(/^src\/routes\//, '').replace(/\?.*$/, '').replace(/\.tsx?$/, '')
  const clean = path.replace(/(^|\/)index$/, '').replace(/(^|\/)route$/, '')
  return `/${clean}`
}

export function measureRoutes(distDir = 'dist'): RouteSize[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]?.isEntry)
  const gzipOf = new Map<string, number>()
  const size = (key: string) => {
    const file = manifest[key]?.file
    if (!file?.endsWith('.js')) return 0
    let n = gzipOf.get(file)
    if (n === undefined) {
      n = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length
      gzipOf.set(file, n)
    }
    return n
  }
  const byRoute = new Map<string, string[]>()
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.src?.startsWith('src/routes/') || chunk.src.includes('__root')) continue
    const route = routeOf(chunk.src)
    byRoute.set(route, [...(byRoute.get(route) ?? []), key])
  }
  return [...byRoute.entries()]
    .map(([route, keys]) => {
      const all = closure(manifest, [...entryKeys, ...keys])
      const bytes = [...all].reduce((sum, k) => sum + size(k), 0)
      return { route, files: [...all].filter((k) => manifest[k]?.file.endsWith('.js')).length, gzipKb: Math.round(bytes / 102.4) / 10 }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  console.table(measureRoutes())
}
