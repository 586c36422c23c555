import { join } from 'node:path'
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

/**
 * The app's modules every page runs (the contract, the API client, the shell's machines, the view
 * kit's basics): one chunk, instead of a dozen small ones each page would fetch.
 */
const SITE_CORE =
  /[\\/]src[\\/](contract[\\/]|services[\\/]core[\\/]|machines[\\/](core|shell)[\\/]|views[\\/]core[\\/]|i18n[\\/]\w+\.ts|views[\\/]kit[\\/](tokens|theme|styles|Button|SiteLink|IconButton|Alert|Spinner|GlobalStyles)\.tsx?$)/
/**
 * What only the tools use (test models, the generated catalogues, the rule catalogues the atlas
 * reads): never in the core chunk, which every page loads.
 */
const TOOLS_ONLY = /\.model\.ts$|\.gen\.ts$|[\\/]machines[\\/]\w+[\\/]rules\.ts$/
const isSiteCore = (id: string): boolean => SITE_CORE.test(id) && !TOOLS_ONLY.test(id)

/**
 * One `vite build` makes both halves of the site: the browser's (entry-client, into outDir) and
 * the server render's (entry-server, into outDir/server, which the server never serves as files).
 */
export default defineConfig({
  plugins: [
    machineRegistry(),
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
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
          output: {
            // Fewer, larger first-load chunks (issue 8): the libraries every page runs travel as two
            // files instead of a dozen; the app's core as one.
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 3 },
                { name: 'runtime', test: RUNTIME, priority: 2 },
                { name: 'app', test: isSiteCore, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  build: { outDir: 'dist' },
})
