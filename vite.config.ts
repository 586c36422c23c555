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
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
    },
  },
  build: { outDir: 'dist' },
})
