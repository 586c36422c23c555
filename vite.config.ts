import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { routeManifest } from './scripts/vite/routeManifest.ts'
import { machineRegistry } from './scripts/vite/machineRegistry.ts'
import { routerManifest } from './scripts/vite/routerManifest.ts'
import { precompress } from './scripts/vite/precompress.ts'
import { ssrDev } from './scripts/vite/ssrDev.ts'

const apiPort = process.env.PORT ?? '3000'

/** The libraries of every page's render: React, the router, Emotion, i18next. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack|@emotion|stylis|i18next|react-i18next|use-sync-external-store|hoist-non-react-statics|react-is|html-parse-stringify|void-elements|@babel[\\/]runtime|seroval[^\\/]*|cookie-es|tiny-invariant|tiny-warning|isbot)[\\/]/
/**
 * The libraries of every page's processes: XState, the API client and the contract's schemas. Not
 * XState's graph module (paths, test models): only the atlas runs it, so it travels with the atlas.
 */
const RUNTIME =
  /node_modules[\\/](xstate|@xstate|zod|ofetch|ufo|destr|node-fetch-native)[\\/](?!dist[\\/]xstate-graph)/
/** The API contract: schemas and tables, no side effects (see the client build's `treeshake`). */
const CONTRACT = /[\\/]src[\\/]contract[\\/]/

/** The browser's entry: what it imports statically is what every page loads first. */
const CLIENT_ENTRY = fileURLToPath(new URL('./src/entry-client.tsx', import.meta.url))
/** The site's own modules (not the libraries). */
const SITE_SOURCE = /[\\/]src[\\/]/
/**
 * What only the tools use (test models, the generated catalogues, the rule catalogues the atlas
 * reads): never in the chunk every page loads.
 */
const TOOLS_ONLY = /\.model\.ts$|\.gen\.ts$|[\\/]machines[\\/]\w+[\\/]rules\.ts$/

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}
let firstLoad: Set<string> | null = null
/**
 * The site's modules the entry reaches by static imports: the shell, its machines and services,
 * the route tree's route definitions. Not the contract's: its modules have no side effects, so the
 * bundler places each where the code that reads it is (through `contract/index.ts` the entry reaches
 * every area's schemas, and would otherwise take them all).
 */
function firstLoadModules(graph: ModuleGraph): Set<string> {
  if (firstLoad) return firstLoad
  const seen = new Set<string>()
  const queue = [CLIENT_ENTRY]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || CONTRACT.test(id)) continue
    seen.add(id)
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  firstLoad = seen
  return seen
}
/**
 * The site's code every page runs travels in one file, the entry's own chunk: without this group,
 * each module the entry shares with a route's chunk became a file of its own (a first load of 33
 * files, most under 1 kB). A module only a route's chunk imports stays with that route.
 */
const firstLoadChunk = (id: string, graph: ModuleGraph): string | null =>
  SITE_SOURCE.test(id) && !TOOLS_ONLY.test(id) && firstLoadModules(graph).has(id) ? 'app' : null

/**
 * One `vite build` makes both halves of the site: the browser's (entry-client, into outDir) and
 * the server render's (entry-server, into outDir/server, which the server never serves as files).
 */
export default defineConfig({
  plugins: [
    machineRegistry(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its page (issue 8: each machine loaded with the route that
      // uses it): left in the route tree, every loader's machine, services and the views it reads
      // constants from loaded with the first page, whichever it was.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react({ jsxImportSource: '@emotion/react' }),
    routeManifest(),
    routerManifest(),
    precompress(),
    ssrDev(`http://localhost:${apiPort}`),
    {
      name: 'drape3d-ssr-out-dir',
      config: (config, { command }) => ({
        environments: {
          ssr: {
            // The built render is self-contained: it runs from any build folder (STATIC_DIR).
            resolve: { noExternal: command === 'build' ? true : [] },
            // Bundled libraries (React, Emotion, the router) take their production paths.
            ...(command === 'build'
              ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
              : {}),
            build: {
              outDir: join(config.build?.outDir ?? 'dist', 'server'),
              emptyOutDir: true,
              copyPublicDir: false,
              sourcemap: false,
              // The render is one file read once at start, never sent to a browser.
              chunkSizeWarningLimit: 8192,
              // One file: a render never goes back to Node's module loader for a route's chunk (each
              // dynamic import() resolved its package scope again, per request: issue 8's profile).
              rollupOptions: { input: 'src/entry-server.tsx', output: { codeSplitting: false } },
            },
          },
        },
      }),
    },
  ],
  appType: 'custom',
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  builder: {},
  environments: {
    client: {
      build: {
        manifest: true,
        sourcemap: true,
        rollupOptions: {
          input: 'src/entry-client.tsx',
          // The contract has no side effects (schemas and tables): a page's chunks carry the
          // modules of the calls its code makes. Without this, every contract module the entry
          // reaches through `contract/index.ts` ran with the first page, every area's schemas and
          // the checkout's among them (a zod check is a method call, which a bundler must keep).
          treeshake: { moduleSideEffects: [{ test: CONTRACT, sideEffects: false }] },
          output: {
            // Fewer, larger first-load chunks (issue 8): the libraries every page runs travel as two
            // files, the site's code every page runs as the entry (see `firstLoadChunk`), and each
            // route's page, loader and machine in a chunk of its own.
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 3 },
                { name: 'runtime', test: RUNTIME, priority: 2 },
                { name: firstLoadChunk, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  build: { outDir: 'dist' },
})
