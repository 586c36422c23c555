import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** The keys of `interface FileRoutesByFullPath { ... }` in TanStack Router's generated route tree. */
export function fullPathsOf(routeTreeSource: string): string[] {
  const block = /interface FileRoutesByFullPath\s*\{([\s\S]*?)\n\}/.exec(routeTreeSource)?.[1] ?? ''
  const paths = [...block.matchAll(/^\s*'([^']*)'\s*:/gm)].map((m) => m[1] ?? '')
  return [...new Set(paths.map((p) => (p === '' ? '/' : p)))].sort()
}

/**
 * Emits dist/routes.json, the site's page paths, so the server answers 200 for a known page and
 * 404 for an unknown one while always sending the single-page app.
 */
export function routeManifest(routeTree = 'src/routeTree.gen.ts'): Plugin {
  return {
    name: 'drape3d-route-manifest',
    apply: 'build',
    generateBundle() {
      const paths = fullPathsOf(readFileSync(resolve(routeTree), 'utf8'))
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: `${JSON.stringify(paths, null, 2)}\n`,
      })
    },
  }
}
